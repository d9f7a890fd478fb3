import type { FontWeight } from "../fonts/noto-faces";
import { breakLines } from "./line-breaks";
import { type Block, markedRuns, markedStyle, REGULAR, type RunStyle, withoutMarks } from "./markdown-blocks";

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
  /**
   * A page of its own for the title (a book's), or the title set at the top of the first page with the text after it
   * (a report's, which has no page to spare).
   */
  titlePage?: boolean;
}

export interface Line {
  /** The text, with the style marks of markdown-blocks.ts where its style changes. */
  text: string;
  size: number;
  /** The weight of unmarked text (a heading's is bold). */
  weight: FontWeight;
  /** The style in force where the line starts (a run of bold text may continue from the line before). */
  style: RunStyle;
  gapBefore: number;
  /** How far in from the margin the line starts, in points (list items, quotes, code, a centred break). */
  indent: number;
}

/** A5 in points. */
export const PAGE = { width: 420, height: 595, margin: 48 };
export const LINE_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY_SIZE = 10.5;
const LEADING = 1.4;

/** The width of text set in a size and weight, in points. */
export type TextWidth = (text: string, size: number, weight: FontWeight) => number;

/** How far each level of list items and quotes is set in. */
const INDENT = 14;
const HEADING_SIZES = [13.5, 12.5, 11.5];
const RULE = "*   *   *";

/** The weight a style mark asks for, on top of the line's own. */
export const weightOf = (style: RunStyle, base: FontWeight): FontWeight => (style.bold ? "bold" : base);

/** The width of marked text: each mark sets the weight of what follows it, and takes no room itself. */
const markedWidth = (text: string, size: number, base: FontWeight, width: TextWidth) =>
  markedRuns(text).reduce((total, run) => total + width(run.text, size, weightOf(run.style, base)), 0);

/** The style in force at the end of a marked text that started in `style`. */
function endStyle(text: string, style: RunStyle): RunStyle {
  let last = style;
  for (const character of text) last = markedStyle(character) ?? last;
  return last;
}

/**
 * The pages as lines: a title page (or the title atop the first page), then each section from a new page with its heading and its body's Markdown blocks
 * (`bodies`, one list per section) set as headings, wrapped paragraphs, indented list items, quotes and code.
 */
export function layoutPages(doc: PdfDocument, bodies: Block[][], width: TextWidth): Line[][] {
  /** Lines of marked text at a size, each knowing the style it starts in. */
  const setLines = (text: string, size: number, weight: FontWeight, indent = 0): Omit<Line, "gapBefore">[] => {
    let style = REGULAR;
    return breakLines(text, LINE_WIDTH - indent, (piece) => markedWidth(piece, size, weight, width), doc.language).map(
      (line) => {
        const set = { text: line, size, weight, style, indent };
        style = endStyle(line, style);
        return set;
      },
    );
  };
  const ownPage = doc.titlePage !== false;
  const titleLines: Line[] = [
    ...setLines(doc.title, 20, "bold").map((line, i) => ({ ...line, gapBefore: i ? 6 : ownPage ? 140 : 0 })),
    ...(doc.subtitle ? setLines(doc.subtitle, 11, "regular") : []).map((line, i) => ({
      ...line,
      gapBefore: i ? 2 : 18,
    })),
    ...setLines(doc.author, 12, "regular").map((line, i) => ({ ...line, gapBefore: i ? 2 : ownPage ? 30 : 8 })),
  ];
  const pages: Line[][] = ownPage ? [titleLines] : [];
  let page: Line[] = ownPage ? [] : [...titleLines];
  let used = ownPage ? 0 : titleLines.reduce((sum, line) => sum + line.gapBefore + line.size * LEADING, 0);
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
  const pushAll = (lines: Omit<Line, "gapBefore">[], gapBefore: number) => {
    for (const [i, line] of lines.entries()) push({ ...line, gapBefore: i === 0 ? gapBefore : 0 });
  };
  for (const [s, section] of doc.sections.entries()) {
    // Each section from a new page, except the first under a title set on its page.
    const underTitle = s === 0 && !ownPage;
    if (page.length && !underTitle) {
      pages.push(page);
      page = [];
      used = 0;
    }
    for (const [i, line] of setLines(section.heading, 15, "bold").entries())
      push({ ...line, gapBefore: i ? 4 : underTitle ? 24 : 0 });
    for (const block of bodies[s] ?? []) {
      if (block.kind === "heading") {
        const size = HEADING_SIZES[Math.min(block.level, 3) - 1]!;
        pushAll(setLines(block.text, size, "bold"), 14);
      } else if (block.kind === "paragraph") {
        const indent = block.depth * INDENT;
        const text = block.marker ? `${block.marker} ${block.text}` : block.text;
        if (withoutMarks(text).trim()) pushAll(setLines(text, BODY_SIZE, "regular", indent), block.marker ? 4 : 10);
      } else if (block.kind === "code") {
        const lines = block.text
          .split("\n")
          .flatMap((source) => (source.trim() ? setLines(source, BODY_SIZE, "regular", block.depth * INDENT) : []));
        pushAll(lines, 10);
      } else {
        const indent = (LINE_WIDTH - width(RULE, BODY_SIZE, "regular")) / 2;
        push({ text: RULE, size: BODY_SIZE, weight: "regular", style: REGULAR, indent, gapBefore: 14 });
      }
    }
  }
  if (page.length) pages.push(page);
  return pages;
}
