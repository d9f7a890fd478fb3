/** The humanizer's stages, in the order they run. */
export const STAGE_NAMES = [
  "stock-phrases",
  "hedging",
  "transitions",
  "contractions",
  "synonyms",
  "sentence-rhythm",
  "filler",
  "list-rhythm",
] as const;

export type StageName = (typeof STAGE_NAMES)[number];
