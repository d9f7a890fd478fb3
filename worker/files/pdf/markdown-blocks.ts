/**
 * A chapter's Markdown as the PDF sets it: the blocks CommonMark finds (headings, paragraphs, list items, block
 * quotes, code, breaks), parsed by micromark's syntax tree as the EPUB's HTML is, with the inline emphasis carried in
 * the text as style marks. Links and images become their text; raw HTML stays as the author typed it.
 */
import type { Nodes, Parents, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

export interface RunStyle {
  bold: boolean;
  italic: boolean;
}

export const REGULAR: RunStyle = { bold: false, italic: false };

/**
 * Private-use characters that set the style of the text after them (U+E000 regular, E001 bold, E002 italic, E003
 * both). Every word starts with one, so a piece of a line knows its own style; they are never drawn nor measured.
 */
const FIRST_MARK = 0xe000;
const MARKS = /[\uE000-\uE003]/g;

export const styleMark = (style: RunStyle) =>
  String.fromCharCode(FIRST_MARK + (style.bold ? 1 : 0) + (style.italic ? 2 : 0));

/** The style a character sets, or null for a character of the text. */
export function markedStyle(character: string): RunStyle | null {
  const code = character.charCodeAt(0) - FIRST_MARK;
  if (character.length !== 1 || code < 0 || code > 3) return null;
  return { bold: (code & 1) === 1, italic: (code & 2) === 2 };
}

/** Marked text as its runs, each in the style it is set in (the first in `style`); empty runs are skipped. */
export function markedRuns(text: string, style: RunStyle = REGULAR): { text: string; style: RunStyle }[] {
  const runs: { text: string; style: RunStyle }[] = [];
  let run = "";
  for (const character of text) {
    const marked = markedStyle(character);
    if (!marked) {
      run += character;
      continue;
    }
    if (run) runs.push({ text: run, style });
    run = "";
    style = marked;
  }
  if (run) runs.push({ text: run, style });
  return runs;
}

/** The text without its style marks. */
export const withoutMarks = (text: string) => text.replace(MARKS, "");

export type Block =
  | { kind: "heading"; level: number; text: string }
  /** A paragraph, at a depth of list items and quotes; a list item's first paragraph has its marker ("•", "3."). */
  | { kind: "paragraph"; text: string; depth: number; marker?: string }
  | { kind: "code"; text: string; depth: number }
  | { kind: "rule" };

/** Inline content as marked text: each word prefixed with the mark of its style. */
function inlineText(node: Nodes, style: RunStyle): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "html": {
      const mark = styleMark(style);
      return mark + node.value.replace(/\s+/g, (space) => space + mark);
    }
    case "strong":
      return node.children.map((child) => inlineText(child, { ...style, bold: true })).join("");
    case "emphasis":
      return node.children.map((child) => inlineText(child, { ...style, italic: true })).join("");
    case "image":
      return node.alt ? styleMark(style) + node.alt : "";
    case "break":
      return "\n";
    default:
      return "children" in node ? (node.children as Nodes[]).map((child) => inlineText(child, style)).join("") : "";
  }
}

function blocksOf(nodes: RootContent[], depth: number, out: Block[]): void {
  for (const node of nodes) {
    if (node.type === "heading") out.push({ kind: "heading", level: node.depth, text: inlineText(node, REGULAR) });
    else if (node.type === "paragraph" || node.type === "html")
      out.push({ kind: "paragraph", text: inlineText(node, REGULAR), depth });
    else if (node.type === "code") out.push({ kind: "code", text: node.value, depth: depth + 1 });
    else if (node.type === "thematicBreak") out.push({ kind: "rule" });
    else if (node.type === "blockquote") blocksOf(node.children, depth + 1, out);
    else if (node.type === "list")
      node.children.forEach((item, i) => {
        const first = out.length;
        blocksOf(item.children, depth + 1, out);
        const marker = node.ordered ? `${(node.start ?? 1) + i}.` : "•";
        const opening = out[first];
        if (opening?.kind === "paragraph") out[first] = { ...opening, marker };
        else out.splice(first, 0, { kind: "paragraph", text: "", depth: depth + 1, marker });
      });
    else if ("children" in node) blocksOf((node as Parents).children as RootContent[], depth, out);
  }
}

/** The Markdown's blocks, in order (plain text is Markdown too: blank lines separate paragraphs). */
export function markdownBlocks(markdown: string): Block[] {
  const out: Block[] = [];
  blocksOf(fromMarkdown(withoutMarks(markdown)).children, 0, out);
  return out;
}
