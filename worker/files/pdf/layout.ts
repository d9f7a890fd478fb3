import type { FontWeight } from "../fonts/noto-faces";
import { breakLines } from "./line-breaks";

export interface PdfSection {
  heading: string;
  body: string;
}

export interface PdfDocument {
  title: string;
  author: string;
  subtitle?: string;
  /** The text's language (BCP 47): the PDF's /Lang, and how Chinese and Japanese lines are broken. */
  language: string;
  sections: PdfSection[];
}

export interface Line {
  text: string;
  size: number;
  weight: FontWeight;
  gapBefore: number;
}

/** A5 in points. */
export const PAGE = { width: 420, height: 595, margin: 48 };
export const LINE_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY_SIZE = 10.5;
const LEADING = 1.4;

/** The width of text set in a size and weight, in points. */
export type TextWidth = (text: string, size: number, weight: FontWeight) => number;

/** The pages as lines: a title page, then each section from a new page with its heading and wrapped paragraphs. */
export function layoutPages(doc: PdfDocument, width: TextWidth): Line[][] {
  const wrap = (text: string, size: number, weight: FontWeight) =>
    breakLines(text, LINE_WIDTH, (piece) => width(piece, size, weight), doc.language);
  const titlePage: Line[] = [
    ...wrap(doc.title, 20, "bold").map((text, i) => ({
      text,
      size: 20,
      weight: "bold" as const,
      gapBefore: i ? 6 : 140,
    })),
    ...(doc.subtitle ? wrap(doc.subtitle, 11, "regular") : []).map((text, i) => ({
      text,
      size: 11,
      weight: "regular" as const,
      gapBefore: i ? 2 : 18,
    })),
    ...wrap(doc.author, 12, "regular").map((text, i) => ({
      text,
      size: 12,
      weight: "regular" as const,
      gapBefore: i ? 2 : 30,
    })),
  ];
  const pages: Line[][] = [titlePage];
  let page: Line[] = [];
  let used = 0;
  const usable = PAGE.height - 2 * PAGE.margin;
  const push = (line: Line) => {
    if (used + line.gapBefore + line.size * LEADING > usable && page.length) {
      pages.push(page);
      page = [];
      used = 0;
      line = { ...line, gapBefore: 0 };
    }
    page.push(line);
    used += line.gapBefore + line.size * LEADING;
  };
  for (const section of doc.sections) {
    if (page.length) {
      pages.push(page);
      page = [];
      used = 0;
    }
    for (const [i, text] of wrap(section.heading, 15, "bold").entries())
      push({ text, size: 15, weight: "bold", gapBefore: i === 0 ? 0 : 4 });
    for (const paragraph of section.body.split(/\n\s*\n/)) {
      for (const [i, text] of wrap(paragraph, BODY_SIZE, "regular").entries())
        push({ text, size: BODY_SIZE, weight: "regular", gapBefore: i === 0 ? 10 : 0 });
    }
  }
  if (page.length) pages.push(page);
  return pages;
}
