/**
 * Reading ease in the languages that have a published formula of their own, each the adaptation of Flesch's (or, for
 * Italian, a letter-based one) that its readers' schools and editors use. Every score reads the same way: higher is
 * easier, and `plain` is the score from which a general adult reader reads the text without effort.
 */
import { syllablesIn } from "./syllables";

export type ReadingEaseFormula =
  | "flesch"
  | "szigriszt-pazos"
  | "kandel-moles"
  | "amstad"
  | "gulpease"
  | "flesch-martins"
  | "oborneva";

interface Counts {
  words: number;
  sentences: number;
  syllables: number;
  letters: number;
}

interface FormulaOf {
  formula: ReadingEaseFormula;
  /** The score from which a text reads as plain to a general adult reader, on the formula's own scale. */
  plain: number;
  score: (counts: Counts) => number;
}

const perWord = (c: Counts) => c.syllables / c.words;
const perSentence = (c: Counts) => c.words / c.sentences;

/** The formula for each language that has one; languages without one get no reading-ease score. */
export const READING_EASE: Readonly<Record<string, FormulaOf>> = {
  // Flesch (1948).
  en: { formula: "flesch", plain: 60, score: (c) => 206.835 - 1.015 * perSentence(c) - 84.6 * perWord(c) },
  // Szigriszt-Pazos (1993), read on the INFLESZ scale (Barrio-Cantalejo 2008): 55-65 is "normal".
  es: { formula: "szigriszt-pazos", plain: 55, score: (c) => 206.835 - 62.3 * perWord(c) - perSentence(c) },
  // Kandel & Moles (1958).
  fr: { formula: "kandel-moles", plain: 60, score: (c) => 207 - 1.015 * perSentence(c) - 73.6 * perWord(c) },
  // Amstad (1978), Flesch for German.
  de: { formula: "amstad", plain: 60, score: (c) => 180 - perSentence(c) - 58.5 * perWord(c) },
  // Gulpease (Lucisano & Piemontese 1988): letters, not syllables; 60 and above reads easily after middle school.
  it: { formula: "gulpease", plain: 60, score: (c) => 89 + (300 * c.sentences - 10 * c.letters) / c.words },
  // Flesch adapted to Brazilian Portuguese (Martins et al. 1996): 50-75 is "easy".
  pt: {
    formula: "flesch-martins",
    plain: 50,
    score: (c) => 248.835 - 1.015 * perSentence(c) - 84.6 * perWord(c),
  },
  // Oborneva (2006), Flesch for Russian.
  ru: { formula: "oborneva", plain: 60, score: (c) => 206.835 - 1.52 * perSentence(c) - 65.14 * perWord(c) },
};

export interface ReadingEase {
  formula: ReadingEaseFormula;
  /** The language the formula was made for. */
  language: string;
  score: number;
  plain: number;
}

/** The language's reading-ease score for these words and sentences, or null where the language has no formula. */
export function readingEaseOf(words: string[], sentences: number, language: string): ReadingEase | null {
  const formula = READING_EASE[language];
  if (!formula || words.length === 0) return null;
  const counts: Counts = {
    words: words.length,
    sentences: Math.max(1, sentences),
    syllables: words.reduce((sum, word) => sum + syllablesIn(word, language), 0),
    letters: words.reduce((sum, word) => sum + word.replace(/['’-]/g, "").length, 0),
  };
  const score = Math.round(formula.score(counts) * 10) / 10;
  return { formula: formula.formula, language, score, plain: formula.plain };
}
