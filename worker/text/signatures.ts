import { BUZZWORDS, CONTRACTIONS, ENUMERATORS, HEDGES, phraseRegExp, STOCK_PHRASES, TRANSITIONS } from "./ai-phrases";
import { splitSentences } from "./counts";
import { wordTokens } from "./readability";

export const SIGNATURE_NAMES = [
  "stockPhrases",
  "buzzwords",
  "uniformSentenceLength",
  "lowBurstiness",
  "transitionOveruse",
  "hedging",
  "missingContractions",
  "repeatedNgrams",
  "listLikeRhythm",
] as const;

export type SignatureName = (typeof SIGNATURE_NAMES)[number];
/** Each signature scored 0 (absent) to 100 (as strong as it gets). */
export type SignatureScores = Record<SignatureName, number>;

const STOCK = phraseRegExp(STOCK_PHRASES);
const BUZZ = phraseRegExp(BUZZWORDS);
const HEDGE = phraseRegExp(HEDGES);
const TRANSITION_START = new RegExp(`^\\W*${phraseRegExp(TRANSITIONS, "").source}`, "iu");
const ENUMERATOR_START = new RegExp(`^\\W*${phraseRegExp(ENUMERATORS, "").source}`, "iu");
const EXPANDED = phraseRegExp(CONTRACTIONS.map(([expanded]) => expanded));
const CONTRACTED = /(?<![\p{L}])[\p{L}]+['’](?:t|s|re|ve|ll|d|m)(?![\p{L}])/giu;
const LIST_LINE = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function sentenceLengthScores(lengths: number[]) {
  if (lengths.length < 3) return { uniformSentenceLength: 50, lowBurstiness: 50 };
  const mid = median(lengths);
  const nearMedian = lengths.filter((n) => Math.abs(n - mid) <= 0.3 * mid).length / lengths.length;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((s, n) => s + (n - mean) ** 2, 0) / lengths.length);
  const cv = mean ? sd / mean : 0;
  return { uniformSentenceLength: clamp(nearMedian * 100), lowBurstiness: clamp(((0.65 - cv) / 0.5) * 100) };
}

function repeatedTrigramShare(words: string[]): number {
  if (words.length < 6) return 0;
  const counts = new Map<string, number>();
  for (let i = 0; i + 2 < words.length; i++) {
    const key = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let repeats = 0;
  for (const n of counts.values()) if (n > 1) repeats += n - 1;
  return repeats / (words.length - 2);
}

function repeatedOpenerShare(sentences: string[]): number {
  if (sentences.length < 3) return 0;
  const openers = new Map<string, number>();
  for (const sentence of sentences) {
    const first = wordTokens(sentence)[0]?.toLowerCase();
    if (first) openers.set(first, (openers.get(first) ?? 0) + 1);
  }
  let repeated = 0;
  for (const n of openers.values()) if (n >= 3) repeated += n;
  return repeated / sentences.length;
}

/** Scores every signature of machine-written prose in the text. */
export function scoreSignatures(text: string): SignatureScores {
  const words = wordTokens(text).map((w) => w.toLowerCase());
  const per100 = (n: number) => (n / Math.max(words.length, 1)) * 100;
  const sentences = splitSentences(text);
  const lengths = sentences.map((s) => wordTokens(s).length).filter((n) => n > 0);
  const expanded = countMatches(text, EXPANDED);
  const contracted = countMatches(text, CONTRACTED);
  const enumerated = sentences.filter((s) => ENUMERATOR_START.test(s)).length + countMatches(text, LIST_LINE);

  return {
    stockPhrases: clamp(per100(countMatches(text, STOCK)) * 25),
    buzzwords: clamp(per100(countMatches(text, BUZZ)) * 15),
    ...sentenceLengthScores(lengths),
    transitionOveruse: clamp(
      (sentences.filter((s) => TRANSITION_START.test(s)).length / Math.max(sentences.length, 1)) * 250,
    ),
    hedging: clamp(per100(countMatches(text, HEDGE)) * 20),
    missingContractions: expanded + contracted === 0 ? 50 : clamp((expanded / (expanded + contracted)) * 100),
    repeatedNgrams: clamp(repeatedTrigramShare(words) * 500),
    listLikeRhythm: clamp((enumerated / Math.max(sentences.length, 1)) * 300 + repeatedOpenerShare(sentences) * 100),
  };
}
