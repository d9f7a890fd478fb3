/**
 * Counts as the Literary Studio shows them: words by whitespace, sentences by their end marks, paragraphs
 * by blank lines. Scripts written without spaces (Chinese, Japanese, Thai…) are split into words by Intl.Segmenter.
 */

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Letters of scripts that do not put spaces between words. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * V8 copies the whole input into every segment it returns, so a long run is segmented in pieces of this size: the
 * work stays linear in the text, and a word cut at a piece boundary is counted twice at most once per piece.
 */
const SEGMENT_PIECE = 400;
let wordSegmenter: Intl.Segmenter | undefined;

/** The words Intl.Segmenter finds in a run of a script written without spaces, a piece at a time. */
function* segmentedWords(run: string): Generator<string> {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  for (let start = 0; start < run.length; start += SEGMENT_PIECE) {
    for (const segment of wordSegmenter.segment(run.slice(start, start + SEGMENT_PIECE)))
      if (segment.isWordLike) yield segment.segment;
  }
}

function unspacedWords(run: string): number {
  let count = 0;
  for (const _ of segmentedWords(run)) count += 1;
  return count;
}

/** A word of any script: letters and their marks, with inner apostrophes or hyphens ("don't", "l'homme", "e-mail"). */
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
/** The same with digits, for a search index, where "python3" and "2024" are words someone types. */
const WORD_OR_NUMBER = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * The words of a text, lower-cased: runs of letters in any script, and within a run of Chinese or Japanese each word
 * Intl.Segmenter finds (its dictionaries split 回復のための実践ガイド into 回復 / の / ため / の / 実践 / ガイド).
 */
export function wordsIn(text: string, { digits = false } = {}): string[] {
  const words: string[] = [];
  for (const token of text.toLowerCase().match(digits ? WORD_OR_NUMBER : WORD) ?? []) {
    if (!UNSPACED.test(token)) {
      words.push(token);
      continue;
    }
    words.push(...segmentedWords(token));
  }
  return words;
}

/** Words: whitespace-separated tokens that hold a letter or a digit ("##" and "—" are not words), and within a run of Chinese or Japanese, each word the segmenter finds. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of splitWords(text)) {
    if (UNSPACED.test(token)) count += unspacedWords(token);
    else if (LETTER_OR_DIGIT.test(token)) count += 1;
  }
  return count;
}

/** Sentences: the non-blank pieces between runs of . ! ? and their full-width forms 。！？. */
export function splitSentences(text: string): string[] {
  return text
    .split(/[.!?。！？]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function countParagraphs(text: string): number {
  return splitParagraphs(text).length;
}

export interface TextCounts {
  characters: number;
  words: number;
  sentences: number;
  paragraphs: number;
}

export function countText(text: string): TextCounts {
  return {
    characters: text.length,
    words: countWords(text),
    sentences: countSentences(text),
    paragraphs: countParagraphs(text),
  };
}
