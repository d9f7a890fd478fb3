import type { QualityDimension } from "../../../schema/quality-enums";
import { HEDGES, phraseRegExp } from "../../text/ai-phrases";
import { splitParagraphs } from "../../text/counts";
import { detectAiWriting } from "../../text/detector";
import { headingOf } from "../../text/headings";
import { confidentLanguage } from "../../text/language";
import { scoreReadability, wordTokens } from "../../text/readability";
import { MISSPELLINGS } from "./misspellings";

const clamp = (value: number) => Math.max(0, Math.min(10, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const HEDGE = phraseRegExp(HEDGES);

/** Words written twice in a row ("the the"), found in one pass; "that that" and "had had" can be right. */
export function doubledWords(text: string): string[] {
  const found: string[] = [];
  let previous: { word: string; end: number } | null = null;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    const between = previous ? text.slice(previous.end, match.index) : "";
    if (previous && previous.word === word && /^\s+$/.test(between) && word !== "that" && word !== "had")
      found.push(`${word} ${word}`);
    previous = { word, end: match.index + match[0].length };
  }
  return found;
}

/** Grammar slips a proof-reader catches without a parser: doubled words, lower-case sentence starts, typos, unmatched brackets and quotes. */
export function grammarSlips(text: string, words: string[]) {
  const doubled = doubledWords(text);
  const lowerStarts = text.match(/[.!?]\s+\p{Ll}/gu)?.length ?? 0;
  const typos = words.filter((word) => MISSPELLINGS[word.toLowerCase()] !== undefined);
  const opened = (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
  const quotes = (text.match(/"/g)?.length ?? 0) % 2;
  return { doubled, lowerStarts, typos, unbalanced: Math.abs(opened) + quotes };
}

/** Readability out of 10 (see scoreQuality), or null where the text's language has no formula. */
function readabilityPoints(report: ReturnType<typeof scoreReadability>): number | null {
  const grade = report.fleschKincaidGrade;
  if (grade !== null) return clamp(10 - Math.max(0, grade - 10) - Math.max(0, 6 - grade) / 2);
  const ease = report.readingEase;
  if (!ease) return null;
  return clamp(10 - Math.max(0, ease.plain - ease.score) / 6 - Math.max(0, ease.score - ease.plain - 30) / 12);
}

/**
 * The six dimensions, 0 to 10, each from measurements of the text:
 * - readability: the Flesch-Kincaid grade for English, best between 6 and 10 (a point lost per grade above, half
 *   below); in Spanish, French, German, Italian, Portuguese and Russian the language's own reading-ease formula, about
 *   6 points of ease to a grade; null (left out of the overall score) in a language without a formula;
 * - structure: headings in a long text, paragraphs of a readable length, more than one paragraph;
 * - grammar: 10 less the slips per 100 words (doubled words, lower-case sentence starts, known misspellings, unmatched marks);
 * - clarity: long sentences, passive voice and hedges, per sentence;
 * - engagement: varied sentence lengths, varied vocabulary, questions and the reader addressed as "you";
 * - originality: 10 − the detector's AI likelihood / 10; null (left out of the overall score) where the detector
 *   cannot judge the text's language.
 * Outside English the English word lists (misspellings, hedges, passive voice, "you") are not applied: those
 * dimensions are then measured on what holds in any language (doubled words, sentence starts, brackets, sentence
 * lengths, vocabulary, questions). `language` says which text the rules read it as.
 */
export function scoreQuality(text: string): {
  scores: Record<Exclude<QualityDimension, "originality" | "readability">, number> & {
    readability: number | null;
    originality: number | null;
  };
  overallScore: number;
  wordCount: number;
  /** "en" where the English rules applied, else the text's language ("und" when it could not be told). */
  language: string;
} {
  const language = confidentLanguage(text);
  const report = scoreReadability(text, language);
  const english = report.formulaLanguage === "en";
  const words = wordTokens(text);
  const wordCount = Math.max(1, words.length);
  const paragraphs = splitParagraphs(text);
  const prose = paragraphs.filter((paragraph) => !headingOf(paragraph));
  const sentences = Math.max(1, text.split(/[.!?]\s/).filter((s) => s.trim()).length);

  const readability = readabilityPoints(report);

  const headings = paragraphs.length - prose.length;
  const longParagraphs = prose.filter((paragraph) => wordTokens(paragraph).length > 150).length;
  let structure = 10;
  if (wordCount > 300 && headings === 0) structure -= 3;
  if (prose.length < 2 && wordCount > 120) structure -= 3;
  structure -= Math.min(4, longParagraphs * 1.5);

  const slips = grammarSlips(text, words);
  const typos = english ? slips.typos.length : 0;
  const slipCount = slips.doubled.length + slips.lowerStarts + typos + slips.unbalanced;
  const grammar = clamp(10 - (slipCount / wordCount) * 100);

  const longSentences = text.split(/[.!?]\s/).filter((s) => wordTokens(s).length > 30).length;
  const hedges = english ? (text.match(HEDGE)?.length ?? 0) : 0;
  const passive = english ? report.passiveVoice : 0;
  const clarity = clamp(10 - ((longSentences * 2 + passive + hedges * 0.5) / sentences) * 10);

  const questions = text.match(/\?/g)?.length ?? 0;
  const youCount = english ? words.filter((word) => /^(you|your|yours)$/i.test(word)).length : 0;
  const engagement = clamp(
    Math.min(4, report.burstiness * 8) +
      Math.min(3, report.lexicalDiversity * 4) +
      Math.min(1.5, questions * 0.5) +
      Math.min(1.5, (youCount / wordCount) * 100 * 0.5),
  );

  // Measured only where the detector can judge the text's language; otherwise left out of the overall score.
  const aiLikelihood = detectAiWriting(text).aiLikelihood;
  const originality = aiLikelihood === null ? null : clamp(10 - aiLikelihood / 10);

  const scores = {
    readability: readability === null ? null : round1(readability),
    structure: round1(clamp(structure)),
    grammar: round1(grammar),
    clarity: round1(clarity),
    engagement: round1(engagement),
    originality: originality === null ? null : round1(originality),
  };
  const measured = Object.values(scores).filter((score) => score !== null);
  const overallScore = round1(measured.reduce((sum, score) => sum + score, 0) / measured.length);
  return { scores, overallScore, wordCount: words.length, language: english ? "en" : language };
}
