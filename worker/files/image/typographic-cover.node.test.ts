import { decode } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { nodeFontReader } from "../fonts/node-font-files";
import { Canvas, rgb } from "./canvas";
import { imageInfo } from "./image-info";
import { encodeJpeg } from "./jpeg";
import { renderTypographicCover } from "./typographic-cover";

const BACKGROUND = "#3730a3";

/** The share of near-white pixels in a band of rows (fractions of the height): where white type was drawn. */
async function whiteShare(title: string, author: string, from: number, to: number) {
  const jpeg = await renderTypographicCover({ title, author, background: BACKGROUND }, 320, "en", nodeFontReader);
  const { width, height, data } = decode(jpeg, { useTArray: true });
  let white = 0;
  const rows = [Math.round(height * from), Math.round(height * to)] as const;
  for (let y = rows[0]; y < rows[1]; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (data[at]! > 220 && data[at + 1]! > 220 && data[at + 2]! > 220) white += 1;
    }
  }
  return white / ((rows[1] - rows[0]) * width);
}

describe("a typographic cover", () => {
  it("is a JPEG of the asked width, 1.6 times as tall, with the title in white type on the background", async () => {
    const jpeg = await renderTypographicCover(
      { title: "Pacing Your Energy", author: "Léa Dubois", background: BACKGROUND },
      480,
      "en",
      nodeFontReader,
    );
    expect(imageInfo(jpeg)).toEqual({ type: "image/jpeg", extension: "jpg", width: 480, height: 768 });
    expect(await whiteShare("Pacing Your Energy", "Léa Dubois", 0.3, 0.5)).toBeGreaterThan(0.05);
    // The author's name at the foot, and nothing between it and the title's rule.
    expect(await whiteShare("Pacing Your Energy", "Léa Dubois", 0.84, 0.9)).toBeGreaterThan(0.002);
    expect(await whiteShare("Pacing Your Energy", "Léa Dubois", 0.6, 0.8)).toBe(0);
  });

  it("sets Japanese titles in the Japanese face and leaves out a script no packaged font has", async () => {
    expect(await whiteShare("東京で始める副業の教科書", "佐藤 花子", 0.3, 0.5)).toBeGreaterThan(0.05);
    // Arabic has no packaged face: no boxes are drawn where the title would be.
    expect(await whiteShare("دليل البداية", "Léa Dubois", 0.25, 0.55)).toBe(0);
  });
});

describe("an image's type and size, read from its bytes", () => {
  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  const webp = (chunk: string, write: (view: DataView) => void) => {
    const bytes = new Uint8Array(40);
    bytes.set(new TextEncoder().encode(`RIFF\0\0\0\0WEBP${chunk}`));
    write(new DataView(bytes.buffer));
    return bytes;
  };

  it("knows JPEG, PNG and the three kinds of WebP", () => {
    expect(imageInfo(encodeJpeg(new Canvas(600, 960, rgb("#000000"))))).toMatchObject({ width: 600, height: 960 });
    expect(imageInfo(png(1200, 1800))).toEqual({ type: "image/png", extension: "png", width: 1200, height: 1800 });
    const lossy = webp("VP8 ", (view) => {
      view.setUint16(26, 800, true);
      view.setUint16(28, 1280, true);
    });
    expect(imageInfo(lossy)).toMatchObject({ type: "image/webp", width: 800, height: 1280 });
    const lossless = webp("VP8L", (view) => view.setUint32(21, (799 & 0x3fff) | ((1279 & 0x3fff) << 14), true));
    expect(imageInfo(lossless)).toMatchObject({ width: 800, height: 1280 });
    const extended = webp("VP8X", (view) => {
      view.setUint16(24, 1599, true);
      view.setUint16(27, 2559, true);
    });
    expect(imageInfo(extended)).toMatchObject({ width: 1600, height: 2560 });
  });

  it("finds nothing in a GIF, a PDF, a cut-off JPEG or a PNG that claims no pixels", () => {
    expect(imageInfo(new TextEncoder().encode("GIF89a.........................."))).toBeNull();
    expect(imageInfo(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBeNull();
    expect(imageInfo(encodeJpeg(new Canvas(16, 16, rgb("#ffffff"))).subarray(0, 20))).toBeNull();
    expect(imageInfo(png(0, 100))).toBeNull();
  });
});
