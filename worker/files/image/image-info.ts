/** What an image file is, read from its own bytes (a file name or a declared type proves nothing). */
export interface ImageInfo {
  type: "image/jpeg" | "image/png" | "image/webp";
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Start-of-frame markers (C0–CF) carry the size; C4, C8 and CC are other segments in that range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegSize(view: DataView): { width: number; height: number } | null {
  let at = 2;
  // Segments are walked by their lengths; every step moves forward, so the walk ends within the file.
  while (at + 9 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    if (isStartOfFrame(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8 " && bytes.byteLength >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.byteLength >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && bytes.byteLength >= 30) {
    const read24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  return null;
}

/** The image's type and pixel size, or null when it is no JPEG, PNG or WebP this can read the size of. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.byteLength < 16) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: { width: number; height: number } | null = null;
  let kind: Pick<ImageInfo, "type" | "extension"> | null = null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    kind = { type: "image/jpeg", extension: "jpg" };
    size = jpegSize(view);
  } else if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n" && ascii(bytes, 12, 16) === "IHDR" && bytes.byteLength >= 24) {
    kind = { type: "image/png", extension: "png" };
    size = { width: view.getUint32(16), height: view.getUint32(20) };
  } else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    kind = { type: "image/webp", extension: "webp" };
    size = webpSize(bytes, view);
  }
  if (!kind || !size || size.width === 0 || size.height === 0) return null;
  return { ...kind, ...size };
}
