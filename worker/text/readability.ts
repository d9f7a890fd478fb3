import { splitSentences } from "./counts";
import { confidentLanguage, readsAsEnglish } from "./language";
import { type ReadingEase, readingEaseOf } from "./reading-ease";
import { countSyllables } from "./syllables";

/** Word tokens for analysis: letters (any script), digits and inner apostrophes or hyphens. */
export function wordTokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

function variance(values: number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Moving-average type-token ratio over 50-word windows, so long and short texts compare fairly. */
export function lexicalDiversity(words: string[], window = 50): number {
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length === 0) return 0;
  if (lower.length <= window) return new Set(lower).size / lower.length;
  let total = 0;
  const steps = lower.length - window + 1;
  for (let i = 0; i < steps; i++) total += new Set(lower.slice(i, i + window)).size / window;
  return total / steps;
}

const BE_FORMS = "(?:am|is|are|was|were|be|been|being)";
const PASSIVE = new RegExp(
  `\\b${BE_FORMS}\\s+(?:\\w+ly\\s+)?(?:\\w+ed|${"made|done|given|taken|seen|known|shown|written|built|found|held|kept|left|paid|sent|told|thought|brought|bought|caught|taught|chosen|driven|eaten|fallen|forgotten|hidden|spoken|stolen|worn"})\\b`,
  "gi",
);
const NOT_ADVERBS = new Set([
  "only",
  "family",
  "early",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "likely",
  "friendly",
  "lonely",
  "lovely",
  "ugly",
  "holy",
  "reply",
  "supply",
  "apply",
  "rely",
  "fly",
  "july",
  "italy",
  "belly",
  "jelly",
  "silly",
  "ally",
  "bully",
  "hilly",
  "curly",
  "elderly",
  "costly",
  "deadly",
  "orderly",
  "timely",
  "lively",
]);

export function countPassiveVoice(text: string): number {
  return text.match(PASSIVE)?.length ?? 0;
}

export function countAdverbs(words: string[]): number {
  return words.filter((w) => {
    const lower = w.toLowerCase();
    return lower.length > 4 && lower.endsWith("ly") && !NOT_ADVERBS.has(lower);
  }).length;
}

export interface ReadabilityReport {
  /** "en" where the formulas below apply (they were made for English); null for text in another language. */
  formulaLanguage: "en" | null;
  /** Null where the text is not English: Flesch on Spanish or Japanese measures nothing. */
  fleschReadingEase: number | null;
  fleschKincaidGrade: number | null;
  /**
   * Reading ease by the formula made for the text's language (Flesch for English, Szigriszt-Pazos for Spanish, …);
   * null for a language without one (Japanese, Chinese, Korean, Arabic, Hindi).
   */
  readingEase: ReadingEase | null;
  automatedReadabilityIndex: number | null;
  sentenceLengthMean: number;
  sentenceLengthVariance: number;
  /** Standard deviation of sentence length over its mean: low means every sentence is about as long. */
  burstiness: number;
  lexicalDiversity: number;
  passiveVoice: number;
  adverbs: number;
}

/**
 * The standard readability formulas, on sentences split at . ! ? and word tokens: the English grades for English
 * text only, reading ease in each language that has a formula of its own (the text's language is guessed unless
 * given), and the sentence and vocabulary measures for text in any language.
 */
export function scoreReadability(text: string, language = confidentLanguage(text)): ReadabilityReport {
  const english = readsAsEnglish(language);
  const sentences = splitSentences(text);
  const words = wordTokens(text);
  const sentenceLengths = sentences.map((s) => wordTokens(s).length).filter((n) => n > 0);
  const sentenceCount = Math.max(1, sentenceLengths.length);
  const wordCount = Math.max(1, words.length);
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const letters = words.reduce((sum, w) => sum + w.replace(/['’-]/g, "").length, 0);
  const wordsPerSentence = wordCount / sentenceCount;
  const syllablesPerWord = syllables / wordCount;
  const lengthMean = mean(sentenceLengths);
  const lengthVariance = variance(sentenceLengths);
  return {
    formulaLanguage: english ? "en" : null,
    fleschReadingEase: english ? round(206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord) : null,
    fleschKincaidGrade: english ? round(0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59) : null,
    readingEase: readingEaseOf(words, sentenceCount, english ? "en" : language),
    automatedReadabilityIndex: english ? round(4.71 * (letters / wordCount) + 0.5 * wordsPerSentence - 21.43) : null,
    sentenceLengthMean: round(lengthMean),
    sentenceLengthVariance: round(lengthVariance),
    burstiness: round(lengthMean ? Math.sqrt(lengthVariance) / lengthMean : 0, 3),
    lexicalDiversity: round(lexicalDiversity(words), 3),
    passiveVoice: countPassiveVoice(text),
    adverbs: countAdverbs(words),
  };
}
