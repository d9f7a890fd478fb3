import { splitSentences } from "./counts";
import { wordTokens } from "./readability";
import { type SignatureScores, scoreSignatures } from "./signatures";

/**
 * The measurements the detector combines, each a plain number computed from the text: predictability under a
 * compact model of human English, a word-use ratio between human and machine text, sentence and word shape,
 * punctuation habits and the older machine clichés.
 */
export const FEATURE_NAMES = [
  "humanSurprisal",
  "surprisalSpread",
  "bigramSurprisal",
  "unknownWords",
  "styleLogRatio",
  "sentenceLength",
  "sentenceLengthSpread",
  "wordLength",
  "vocabularyRichness",
  "commas",
  "semicolonsColons",
  "parentheses",
  "quotes",
  "dashes",
  "digits",
  "capitals",
  "contractions",
  "firstPerson",
  "questionsExclamations",
  "stockPhrases",
  "buzzwords",
  "transitionOveruse",
  "hedging",
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/** The compact language tables: counts of human English words and word pairs, and per-token style weights. */
export interface LanguageTables {
  /** Word → count in the human development text; words not kept share `unknownCount`. */
  unigrams: Map<string, number>;
  unknownCount: number;
  total: number;
  /** "first second" → count, for the most frequent pairs only. */
  bigrams: Map<string, number>;
  /** Token (a lower-case word or a punctuation mark) → log ratio of its rate in machine text to human text. */
  style: Map<string, number>;
}

/** How many kinds of unknown word the unknown share is spread over (a rough count of English's long tail). */
const UNKNOWN_KINDS = 50_000;
const BIGRAM_WEIGHT = 0.6;
const PUNCTUATION = new Set([",", ";", ":", "(", ")", '"', "“", "”", "—", "–", "!", "?", "'"]);
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "we", "us", "our", "ours", "i'm", "i've", "i'd", "i'll"]);
const RICHNESS_WINDOW = 50;

const per100 = (count: number, words: number) => (count / Math.max(words, 1)) * 100;

function meanAndSpread(values: number[]): { mean: number; spread: number } {
  if (values.length === 0) return { mean: 0, spread: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, spread: Math.sqrt(variance) };
}

/** Bits of surprise of each word under the unigram model, and under the unigram-bigram mix. */
function surprisals(words: string[], tables: LanguageTables) {
  const unknownProbability = tables.unknownCount / tables.total / UNKNOWN_KINDS;
  const unigram = (word: string) => {
    const count = tables.unigrams.get(word);
    return count === undefined ? unknownProbability : count / tables.total;
  };
  const single: number[] = [];
  const paired: number[] = [];
  let unknown = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!tables.unigrams.has(word)) unknown += 1;
    const p = unigram(word);
    single.push(-Math.log2(p));
    const previous = i > 0 ? words[i - 1]! : undefined;
    const previousCount = previous ? tables.unigrams.get(previous) : undefined;
    const pairCount = previous ? (tables.bigrams.get(`${previous} ${word}`) ?? 0) : 0;
    const conditional = previousCount ? pairCount / previousCount : 0;
    paired.push(-Math.log2(BIGRAM_WEIGHT * conditional + (1 - BIGRAM_WEIGHT) * p));
  }
  return { single, paired, unknown };
}

/** Lower-case words and punctuation marks: what the style weights are counted over (their counts, not order). */
export function styleTokens(text: string, words: string[] = wordTokens(text)): string[] {
  const tokens: string[] = [];
  for (const char of text) {
    if (PUNCTUATION.has(char)) tokens.push(char === "“" || char === "”" ? '"' : char === "–" ? "—" : char);
  }
  for (const word of words) tokens.push(word.toLowerCase().replaceAll("’", "'"));
  return tokens;
}

/** Every feature of the text under the given tables; a caller that has the words or the signatures passes them. */
export function measureFeatures(
  text: string,
  tables: LanguageTables,
  known: { words?: string[]; signatures?: SignatureScores } = {},
): Features {
  const original = known.words ?? wordTokens(text);
  const words = original.map((word) => word.toLowerCase().replaceAll("’", "'"));
  const count = Math.max(words.length, 1);
  const { single, paired, unknown } = surprisals(words, tables);
  const unigram = meanAndSpread(single);
  const sentenceLengths = splitSentences(text)
    .map((sentence) => wordTokens(sentence).length)
    .filter((length) => length > 0);
  const sentences = meanAndSpread(sentenceLengths);

  let style = 0;
  const tokens = styleTokens(text, original);
  for (const token of tokens) style += tables.style.get(token) ?? 0;

  const windows: number[] = [];
  for (let start = 0; start + RICHNESS_WINDOW <= words.length; start += RICHNESS_WINDOW)
    windows.push(new Set(words.slice(start, start + RICHNESS_WINDOW)).size / RICHNESS_WINDOW);
  const richness = windows.length ? windows.reduce((a, b) => a + b, 0) / windows.length : new Set(words).size / count;

  const chars = { ",": 0, ";:": 0, "()": 0, quotes: 0, dashes: 0, "?!": 0 };
  for (const char of text) {
    if (char === ",") chars[","] += 1;
    else if (char === ";" || char === ":") chars[";:"] += 1;
    else if (char === "(" || char === ")") chars["()"] += 1;
    else if (char === '"' || char === "“" || char === "”") chars.quotes += 1;
    else if (char === "—" || char === "–") chars.dashes += 1;
    else if (char === "?" || char === "!") chars["?!"] += 1;
  }
  chars.dashes += text.split("--").length - 1;
  const signatures = known.signatures ?? scoreSignatures(text);

  return {
    humanSurprisal: unigram.mean,
    surprisalSpread: unigram.spread,
    bigramSurprisal: paired.reduce((a, b) => a + b, 0) / count,
    unknownWords: per100(unknown, count),
    styleLogRatio: style / Math.max(tokens.length, 1),
    sentenceLength: sentences.mean,
    sentenceLengthSpread: sentences.mean ? sentences.spread / sentences.mean : 0,
    wordLength: words.reduce((sum, word) => sum + word.length, 0) / count,
    vocabularyRichness: richness,
    commas: per100(chars[","], count),
    semicolonsColons: per100(chars[";:"], count),
    parentheses: per100(chars["()"], count),
    quotes: per100(chars.quotes, count),
    dashes: per100(chars.dashes, count),
    digits: per100(original.filter((word) => /\d/.test(word)).length, count),
    // Capitalised words beyond one per sentence: names, acronyms, titles.
    capitals: per100(
      Math.max(0, original.filter((word) => word[0] !== word[0]!.toLowerCase()).length - sentenceLengths.length),
      count,
    ),
    contractions: per100(words.filter((word) => word.includes("'")).length, count),
    firstPerson: per100(words.filter((word) => FIRST_PERSON.has(word)).length, count),
    questionsExclamations: per100(chars["?!"], count),
    stockPhrases: signatures.stockPhrases,
    buzzwords: signatures.buzzwords,
    transitionOveruse: signatures.transitionOveruse,
    hedging: signatures.hedging,
  };
}
