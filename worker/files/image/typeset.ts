import type { FontFileReader } from "../fonts/font-files";
import { glyphContours } from "../fonts/glyph-outlines";
import type { FontWeight } from "../fonts/noto-faces";
import { type DocumentFonts, loadDocumentFonts } from "../pdf/document-fonts";
import type { Canvas, Rgb } from "./canvas";
import { fillPolygons, flattenContour } from "./coverage";

/** Text set on an image in the packaged Noto fonts (every script the PDFs support), each character in its face. */
export interface Typesetter {
  /** The text's width in pixels at a size. */
  measure(text: string, size: number, weight: FontWeight): number;
  /** Paints the text with its baseline starting at (x, y). */
  draw(canvas: Canvas, text: string, at: { x: number; y: number; size: number; weight: FontWeight; color: Rgb }): void;
  /** True when every letter of the text has a glyph (no script the fonts lack, such as Arabic or Devanagari). */
  covers(text: string): boolean;
}

export async function loadTypesetter(
  text: Record<FontWeight, string>,
  language: string,
  read: FontFileReader,
): Promise<Typesetter> {
  const fonts: DocumentFonts = await loadDocumentFonts(text, language, read);
  const uncovered = new Set(fonts.uncoveredLetters);
  const glyphs = (text: string, weight: FontWeight) =>
    [...text].flatMap((character) => {
      const codePoint = character.codePointAt(0)!;
      const face = fonts.face(codePoint, weight);
      return face ? [{ font: face.font, glyph: face.font.glyphId(codePoint) }] : [];
    });
  return {
    measure(text, size, weight) {
      let width = 0;
      for (const { font, glyph } of glyphs(text, weight)) width += (font.advance(glyph) * size) / font.unitsPerEm;
      return width;
    },
    draw(canvas, text, { x, y, size, weight, color }) {
      let pen = x;
      for (const { font, glyph } of glyphs(text, weight)) {
        const place = { scale: size / font.unitsPerEm, x: pen, y };
        const mask = fillPolygons(glyphContours(font, glyph).map((contour) => flattenContour(contour, place)));
        if (mask) canvas.paint(mask, color);
        pen += font.advance(glyph) * place.scale;
      }
    },
    covers(text) {
      return ![...text].some((character) => uncovered.has(character));
    },
  };
}
