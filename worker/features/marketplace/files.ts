import { ApiError } from "../../http/errors";

export const MAX_PRODUCT_FILE_BYTES = 25 * 1024 * 1024;

const PRODUCT_FILE_TYPES = [
  {
    type: "application/pdf",
    extension: "pdf",
    matches: (b: Uint8Array) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && b[4] === 0x2d,
  },
  {
    type: "application/epub+zip",
    extension: "epub",
    // An EPUB is a zip whose first entry is the uncompressed file "mimetype" holding "application/epub+zip".
    matches: (b: Uint8Array) =>
      isZip(b) && new TextDecoder().decode(b.subarray(30, 58)) === "mimetypeapplication/epub+zip",
  },
  { type: "application/zip", extension: "zip", matches: (b: Uint8Array) => isZip(b) },
] as const;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The product file's real type, read from its first bytes (never from its name): PDF, EPUB or ZIP. */
export function checkProductFile(bytes: Uint8Array): { type: string; extension: string } {
  if (bytes.byteLength === 0) throw new ApiError(400, "invalid_input", "The file is empty.");
  if (bytes.byteLength > MAX_PRODUCT_FILE_BYTES)
    throw new ApiError(413, "payload_too_large", "The file is larger than 25 MB.");
  const kind = PRODUCT_FILE_TYPES.find((candidate) => candidate.matches(bytes));
  if (!kind) throw new ApiError(415, "unsupported_media_type", "Upload a PDF, EPUB or ZIP file.");
  return { type: kind.type, extension: kind.extension };
}
