/** The width of a piece of text, in points at the size it is set in. */
export type Measure = (text: string) => number;

/** Scripts written without spaces between words: a line may break between any two of their words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** What may not start a line: closing brackets and quotes, stops and commas, small kana, the long-vowel mark. */
const NO_LINE_START = /^[\p{Pe}\p{Pf}\p{Po}\p{Lm}ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ]/u;
/** What may not end a line: opening brackets and quotes. */
const NO_LINE_END = /[\p{Ps}\p{Pi}]$/u;
/** V8 copies the whole input into every segment it returns, so long runs are segmented in pieces of this size. */
const SEGMENT_PIECE = 400;

const firstCharacter = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 32);
const lastCharacter = (text: string) =>
  String.fromCodePoint(
    text.codePointAt(/[\udc00-\udfff]/.test(text.at(-1) ?? "") ? text.length - 2 : text.length - 1) ?? 32,
  );

interface Unit {
  text: string;
  spaceBefore: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: "word" });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: "word" }); // not a language tag Intl knows
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** A run without spaces (Japanese, Chinese) as the words the segmenter finds, punctuation kept with its word. */
function unspacedUnits(token: string, language: string, units: Unit[], spaceBefore: boolean): void {
  let first = true;
  for (let start = 0; start < token.length; ) {
    let end = Math.min(start + SEGMENT_PIECE, token.length);
    if (end < token.length && /[\udc00-\udfff]/.test(token[end]!)) end += 1; // never split a surrogate pair
    for (const { segment } of wordSegmenter(language).segment(token.slice(start, end))) {
      const previous = units[units.length - 1];
      if (!first && previous && (NO_LINE_START.test(segment) || NO_LINE_END.test(previous.text)))
        previous.text += segment;
      else units.push({ text: segment, spaceBefore: first && spaceBefore });
      first = false;
    }
    start = end;
  }
}

/** Spaces a line may break at (no-break spaces such as U+00A0 and U+202F keep their words together). */
const BREAKING_SPACE = /([\t-\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]+)/;
/** A word of opening marks only ("«", "(") stays with the word after it; one of closing marks (";", "»") with the one before. */
const OPENING_ONLY = /^[\p{Ps}\p{Pi}]+$/u;
const CLOSING_ONLY = /^[\p{Pe}\p{Pf}\p{Po}]+$/u;

/**
 * The paragraph's words, each with whether a space comes before it. Runs of white space become one space, except
 * a line break between two characters of an unspaced script, which is only where the author's editor wrapped.
 */
function units(paragraph: string, language: string): Unit[] {
  const out: Unit[] = [];
  const parts = paragraph.split(BREAKING_SPACE);
  let space = false;
  for (let i = 0; i < parts.length; i += 2) {
    const token = parts[i]!;
    if (!token) continue;
    const previous = out[out.length - 1];
    const spaceBefore = space && previous !== undefined;
    if (spaceBefore && !UNSPACED.test(token) && (CLOSING_ONLY.test(token) || OPENING_ONLY.test(previous.text)))
      previous.text += ` ${token}`;
    else if (UNSPACED.test(token)) unspacedUnits(token, language, out, spaceBefore);
    else out.push({ text: token, spaceBefore });
    const separator = parts[i + 1] ?? "";
    const next = parts[i + 2] ?? "";
    space = !(separator.includes("\n") && UNSPACED.test(lastCharacter(token)) && UNSPACED.test(firstCharacter(next)));
  }
  return out;
}

/**
 * Breaks a paragraph into lines no wider than `width`: between words, and between the words of Chinese and Japanese
 * text (never before a closing mark or after an opening one). A word wider than the line is broken between
 * characters.
 */
export function breakLines(paragraph: string, width: number, measure: Measure, language: string): string[] {
  const lines: string[] = [];
  const space = measure(" ");
  let line = "";
  let used = 0;
  for (const unit of units(paragraph, language)) {
    const advance = measure(unit.text);
    const gap = unit.spaceBefore ? space : 0;
    if (line && used + gap + advance <= width) {
      line += unit.spaceBefore ? ` ${unit.text}` : unit.text;
      used += gap + advance;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    used = 0;
    if (advance <= width) {
      line = unit.text;
      used = advance;
      continue;
    }
    for (const character of unit.text) {
      const size = measure(character);
      if (line && used + size > width) {
        lines.push(line);
        line = "";
        used = 0;
      }
      line += character;
      used += size;
    }
  }
  if (line) lines.push(line);
  return lines;
}
