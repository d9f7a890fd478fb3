/** Silent reading speed for general non-fiction, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/** Minutes to read this many words, rounded to the nearest minute; any text at all takes at least one. */
export function readingMinutes(words: number): number {
  if (words <= 0) return 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
