/**
 * The checks a paragraph in another language passes to count as human prose: words counted with Intl.Segmenter, so
 * that Japanese and Chinese count too; the share of words and punctuation; the script or the function words of the
 * language; and wrapped lines joined into one.
 */
import { MAX_WORDS, MIN_WORDS } from "./human-sources";

export type CorpusLanguage = "es" | "fr" | "de" | "pt" | "it" | "ru" | "ja" | "zh" | "ko" | "ar" | "hi";

const segmenters = new Map<CorpusLanguage, Intl.Segmenter>();
const segmenter = (language: CorpusLanguage) => {
  if (!segmenters.has(language)) segmenters.set(language, new Intl.Segmenter(language, { granularity: "word" }));
  return segmenters.get(language)!;
};

export const wordCount = (text: string, language: CorpusLanguage) =>
  [...segmenter(language).segment(text)].filter((segment) => segment.isWordLike).length;

const PUNCTUATION = /^[.,;:!?¿¡"'“”„‘’«»‹›()（）「」『』【】〈〉《》、。，．！？：；…—–·؟،؛۔।॥]+$/u;

/** The share of a text's words and marks that belong in prose: words of letters, short numbers, punctuation. */
function proseShare(text: string, language: CorpusLanguage): number {
  let prose = 0;
  let all = 0;
  for (const { segment, isWordLike } of segmenter(language).segment(text)) {
    if (/^\s+$/u.test(segment)) continue;
    all += 1;
    if (isWordLike ? /^(\p{L}[\p{L}\p{M}'’]*|\d{1,4})$/u.test(segment) : PUNCTUATION.test(segment)) prose += 1;
  }
  return all === 0 ? 0 : prose / all;
}

const SCRIPT: Partial<Record<CorpusLanguage, RegExp>> = {
  ru: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
};

/** Frequent short words, to tell a paragraph in the language from one a translation left in English. */
const FUNCTION_WORDS: Partial<Record<CorpusLanguage | "en", string[]>> = {
  en: ["the", "and", "of", "to", "is", "that", "for", "with", "are", "this", "be", "it", "on", "by", "you", "can"],
  es: ["de", "la", "que", "el", "en", "y", "los", "se", "del", "las", "por", "un", "para", "con", "una", "es"],
  fr: ["de", "la", "le", "et", "les", "des", "est", "en", "un", "une", "du", "que", "qui", "dans", "pour", "pas"],
  de: ["der", "die", "und", "den", "von", "zu", "das", "mit", "sich", "des", "auf", "für", "ist", "im", "dem", "nicht"],
  pt: ["de", "a", "o", "que", "e", "do", "da", "em", "um", "para", "é", "com", "não", "uma", "os", "no"],
  it: ["di", "e", "il", "la", "che", "è", "per", "un", "non", "una", "del", "della", "le", "si", "da", "con"],
};

/** Written in the language: in its script, or (for Latin scripts) with more of its function words than English's. */
export function inLanguage(text: string, language: CorpusLanguage): boolean {
  const letters = [...text.matchAll(/\p{L}/gu)].map((match) => match[0]);
  const script = SCRIPT[language];
  if (script) {
    const share = letters.filter((letter) => script.test(letter)).length / letters.length;
    const kana = letters.filter((letter) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letter)).length;
    if (language === "ja" && kana < 5) return false;
    if (language === "zh" && kana > 0) return false;
    return share >= 0.7;
  }
  const tokens = text.toLowerCase().split(/[^\p{L}]+/u);
  const count = (list: string[]) => tokens.filter((token) => list.includes(token)).length;
  const own = count(FUNCTION_WORDS[language]!);
  return own >= tokens.length * 0.12 && own > 3 * count(FUNCTION_WORDS.en!);
}

const SENTENCE_END = /[.!?…。！？؟۔।॥]$/u;
const CLOSING = /["'”’»›)）」』】]+$/u;

/** Prose in the language, not a table, a listing or a header block: mostly words, ending a sentence. */
export function isProse(text: string, language: CorpusLanguage): boolean {
  const count = wordCount(text, language);
  if (count < MIN_WORDS || count > MAX_WORDS) return false;
  if (!SENTENCE_END.test(text.replace(CLOSING, ""))) return false;
  return inLanguage(text, language) && proseShare(text, language) >= 0.9;
}

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー";
const CJK_GAP = new RegExp(
  `(?<=[、。，．！？：；）」』】])\\s+|\\s+(?=[、。，．！？：；（「『【])|(?<=[${CJK}])\\s+(?=[${CJK}])`,
  "gu",
);

/** One line of text; in Japanese and Chinese, without the spaces that joining wrapped lines put between characters. */
export function flatten(block: string, language: CorpusLanguage): string {
  const text = block.replace(/\s+/g, " ").trim();
  return language === "ja" || language === "zh" ? text.replace(CJK_GAP, "") : text;
}
