import { COVER_ASPECT } from "../../common/covers";
import type { FontFileReader } from "../fonts/font-files";
import { breakLines } from "../pdf/line-breaks";
import { Canvas, mix, rgb } from "./canvas";
import { encodeJpeg } from "./jpeg";
import { loadTypesetter, type Typesetter } from "./typeset";

/** Covers are drawn at most this wide (KDP's recommendation): a bound on the work one request can ask for. */
export const MAX_COVER_WIDTH = 1600;

export interface CoverText {
  title: string;
  author: string;
  /** The background, "#rrggbb": dark enough for white type. */
  background: string;
}

const WHITE = rgb("#ffffff");
const MAX_TITLE_LINES = 5;

/** The title's lines at the largest size (from 9.5% of the width down to 4.5%) at which it fits five lines. */
function fitTitle(type: Typesetter, title: string, width: number, language: string) {
  const measureAt = (size: number) => (text: string) => type.measure(text, size, "bold");
  let size = width * 0.095;
  const smallest = width * 0.045;
  for (;;) {
    const lines = breakLines(title, width * 0.76, measureAt(size), language);
    if (lines.length <= MAX_TITLE_LINES || size <= smallest) {
      const kept = lines.slice(0, MAX_TITLE_LINES);
      if (lines.length > MAX_TITLE_LINES) kept[MAX_TITLE_LINES - 1] = `${kept[MAX_TITLE_LINES - 1]}…`;
      return { lines: kept, size };
    }
    size *= 0.9;
  }
}

/**
 * Draws a typographic cover: the title large and bold in white, a rule, the author's name at the foot, and a thin
 * frame, on the background colour. Text in a script the packaged fonts lack is left off rather than drawn as boxes.
 */
export function paintCover(canvas: Canvas, text: CoverText, type: Typesetter, language: string): void {
  const { width, height } = canvas;
  const background = rgb(text.background);
  const tint = mix(background, WHITE, 0.55);
  const inset = width * 0.045;
  const line = Math.max(1, Math.round(width * 0.003));
  canvas.fillRect(inset, inset, width - 2 * inset, line, tint);
  canvas.fillRect(inset, height - inset - line, width - 2 * inset, line, tint);
  canvas.fillRect(inset, inset, line, height - 2 * inset, tint);
  canvas.fillRect(width - inset - line, inset, line, height - 2 * inset, tint);

  const title = text.title.trim();
  let ruleY = height * 0.62;
  if (title && type.covers(title)) {
    const { lines, size } = fitTitle(type, title, width, language);
    const leading = size * 1.18;
    const top = height * 0.4 - (leading * lines.length) / 2;
    lines.forEach((textLine, i) => {
      const x = (width - type.measure(textLine, size, "bold")) / 2;
      type.draw(canvas, textLine, { x, y: top + leading * (i + 0.8), size, weight: "bold", color: WHITE });
    });
    ruleY = top + leading * lines.length + size * 0.5;
  }
  canvas.fillRect((width - width * 0.12) / 2, ruleY, width * 0.12, Math.max(2, width * 0.005), tint);

  const author = text.author.trim();
  if (author && type.covers(author)) {
    let size = width * 0.042;
    while (type.measure(author, size, "regular") > width * 0.8 && size > width * 0.02) size *= 0.9;
    const x = (width - type.measure(author, size, "regular")) / 2;
    type.draw(canvas, author, { x, y: height * 0.88, size, weight: "regular", color: mix(WHITE, background, 0.08) });
  }
}

/** The cover as a JPEG `width` pixels wide (at most 1,600) and 1.6 times as tall. */
export async function renderTypographicCover(
  text: CoverText,
  width: number,
  language: string,
  read: FontFileReader,
): Promise<Uint8Array<ArrayBuffer>> {
  const coverWidth = Math.min(MAX_COVER_WIDTH, Math.max(16, Math.round(width)));
  const type = await loadTypesetter({ regular: text.author, bold: text.title }, language, read);
  const canvas = new Canvas(coverWidth, Math.round(coverWidth * COVER_ASPECT), rgb(text.background));
  paintCover(canvas, text, type, language);
  return encodeJpeg(canvas);
}
