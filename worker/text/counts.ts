/** Counts as the Literary Studio shows them (spec 001): words by whitespace, sentences by . ! ?, paragraphs by blank lines. */

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export function countWords(text: string): number {
  return splitWords(text).length;
}

/** Sentences: the non-blank pieces between runs of . ! or ?. */
export function splitSentences(text: string): string[] {
  return text
    .split(/[.!?]+/)
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
