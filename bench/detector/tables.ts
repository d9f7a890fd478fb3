/** Builds the detector's language tables from development text. */
import { type LanguageTables, styleTokens } from "../../worker/text/detector-features";
import { wordTokens } from "../../worker/text/readability";

export const TABLE_SIZES = { words: 5000, pairs: 5000, style: 2000 } as const;
/** Style weights are log ratios of smoothed rates; a token needs this many uses to get one. */
const STYLE_MIN_COUNT = 4;
const SMOOTHING = 0.5;

const lowerWords = (text: string) => wordTokens(text).map((word) => word.toLowerCase().replaceAll("’", "'"));

function topEntries(counts: Map<string, number>, size: number): Map<string, number> {
  return new Map([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, size));
}

function countTokens(texts: string[], tokensOf: (text: string) => string[]) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const text of texts)
    for (const token of tokensOf(text)) {
      counts.set(token, (counts.get(token) ?? 0) + 1);
      total += 1;
    }
  return { counts, total };
}

/** Word and pair counts of the human text (kept: the most frequent), and style weights of machine against human. */
export function buildTables(human: string[], machine: string[]): LanguageTables {
  const words = countTokens(human, lowerWords);
  const unigrams = topEntries(words.counts, TABLE_SIZES.words);
  let kept = 0;
  for (const count of unigrams.values()) kept += count;
  const pairs = countTokens(human, (text) => {
    const w = lowerWords(text);
    return w.slice(1).map((word, i) => `${w[i]} ${word}`);
  });

  const humanStyle = countTokens(human, styleTokens);
  const machineStyle = countTokens(machine, styleTokens);
  const vocabulary = new Set([...humanStyle.counts.keys(), ...machineStyle.counts.keys()]);
  const weighted: [string, number, number][] = [];
  for (const token of vocabulary) {
    const h = humanStyle.counts.get(token) ?? 0;
    const m = machineStyle.counts.get(token) ?? 0;
    if (h + m < STYLE_MIN_COUNT) continue;
    const ratio = Math.log(
      (m + SMOOTHING) /
        (machineStyle.total + SMOOTHING * vocabulary.size) /
        ((h + SMOOTHING) / (humanStyle.total + SMOOTHING * vocabulary.size)),
    );
    weighted.push([token, Math.round(ratio * 100) / 100, Math.abs(ratio) * Math.sqrt(h + m)]);
  }
  weighted.sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1));

  return {
    unigrams,
    // A small corpus keeps every word it saw: unseen words get the share of words seen once (Good-Turing), not zero.
    unknownCount: Math.max(words.total - kept, [...words.counts.values()].filter((count) => count === 1).length),
    total: words.total,
    bigrams: new Map(
      [...topEntries(pairs.counts, TABLE_SIZES.pairs)].filter(([pair]) => {
        const [first, second] = pair.split(" ");
        return unigrams.has(first!) && unigrams.has(second!);
      }),
    ),
    style: new Map(weighted.slice(0, TABLE_SIZES.style).map(([token, weight]) => [token, weight])),
  };
}
