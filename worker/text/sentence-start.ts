const WHITESPACE = /\s/;

function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && WHITESPACE.test(ch);
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= "0" && ch <= "9";
}

/** Where the run of white space that ends at `end` begins. */
function spacesStart(text: string, end: number): number {
  let start = end;
  while (start > 0 && isSpace(text[start - 1])) start--;
  return start;
}

/** Where a list or heading marker ("-", "*", "+", "12." or "12)", "##") that ends at `end` begins, or null. */
function lineMarkerStart(text: string, end: number): number | null {
  const last = text[end - 1];
  if (last === "-" || last === "*" || last === "+") return end - 1;
  let start = end - 1;
  if (last === "." || last === ")") {
    while (isDigit(text[start - 1])) start--;
    return start < end - 1 ? start : null;
  }
  if (last === "#") {
    while (text[start - 1] === "#") start--;
    return start;
  }
  return null;
}

export interface SentenceStartRules {
  /** The characters that end a sentence, such as ".!?". */
  terminators: string;
  /** Characters that may stand between the terminator and the space, such as a closing quote or bracket. */
  closers?: string;
  /** Whether a list or heading marker at the start of a line ("- ", "1. ", "## ") is followed by a sentence. */
  lineMarkers?: boolean;
}

/**
 * Whether the word at `offset` starts a sentence: nothing but white space before it, a line break before it, or a
 * sentence's end and then white space. It looks back only over the white space and marks just before the word, so
 * asking for every word of a text costs time in proportion to the text, not to its square.
 */
export function startsSentence(text: string, offset: number, rules: SentenceStartRules): boolean {
  const spaces = spacesStart(text, offset);
  if (spaces === 0) return true;
  if (spaces === offset) return false;
  if (text.slice(spaces, offset).includes("\n")) return true;
  const before = text[spaces - 1]!;
  if (rules.terminators.includes(before)) return true;
  if (rules.closers?.includes(before) && rules.terminators.includes(text[spaces - 2] ?? "\u0000")) return true;
  if (!rules.lineMarkers) return false;
  const marker = lineMarkerStart(text, spaces);
  return marker !== null && text.slice(spacesStart(text, marker), marker).includes("\n");
}
