/** A rewrite one sentence (or the pair starting there) may take: where it starts, and its text. */
export interface Chance {
  i: number;
  text: string;
}

/**
 * Takes up to `budget` chances in the order given (the caller ranks them), never two at neighbouring sentences, so
 * rewrites stay spread through a paragraph. Returns the taken texts by sentence index.
 */
export function takeSpaced(ranked: readonly Chance[], budget: number): Map<number, string> {
  const taken = new Map<number, string>();
  for (const { i, text } of ranked) {
    if (taken.size >= budget) break;
    if (!taken.has(i - 1) && !taken.has(i + 1)) taken.set(i, text);
  }
  return taken;
}
