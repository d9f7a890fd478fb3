import { countWords } from "./counts";
import { confidentLanguage, readsAsEnglish } from "./language";

/**
 * The languages the AI-writing detector was calibrated in: held-out ROC AUC of at least 0.85 and at most 5% of
 * held-out human texts called "likely AI" (bench/detector measures both). Text in any other language gets no
 * verdict: the detector says it cannot judge that language yet (DESIGN decision 13).
 */
export const CALIBRATED_LANGUAGES: readonly string[] = ["en"];
/** Text whose language cannot be told with confidence (short, plain, mixed) is judged as English, as it always was. */
const judgeable = (language: string) => CALIBRATED_LANGUAGES.includes(language) || readsAsEnglish(language);

/** Below this many words a paragraph is too short for its own language guess: it takes the text's main language. */
const OWN_GUESS_WORDS = 20;
/** A text is split into at most this many paragraphs for language guesses; the rest is one last paragraph. */
const MAX_PARAGRAPHS = 200;

export interface NotJudgedLanguage {
  /** ISO 639-1 code, or "und" when the language could not be told. */
  language: string;
  words: number;
}

export interface DetectionScope {
  /** The language with the most words in the text ("und" when none could be told). */
  language: string;
  /** The paragraphs in calibrated languages, joined by blank lines: the text itself when every paragraph is. */
  judgeable: string;
  judgeableWords: number;
  /** Words in languages the detector cannot judge, per language, most words first. */
  notJudged: NotJudgedLanguage[];
}

function paragraphsOf(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/);
  if (paragraphs.length <= MAX_PARAGRAPHS) return paragraphs;
  return [...paragraphs.slice(0, MAX_PARAGRAPHS - 1), paragraphs.slice(MAX_PARAGRAPHS - 1).join("\n\n")];
}

/** A paragraph's language: its own guess when it has the words for one, else the text's main language. */
export function paragraphLanguage(paragraph: string, mainLanguage: string, words = countWords(paragraph)): string {
  return words >= OWN_GUESS_WORDS ? confidentLanguage(paragraph) : mainLanguage;
}

/**
 * Which part of a text the detector can judge: each paragraph in its own language (a short one in the text's main
 * language), and only the paragraphs in calibrated languages. `language` forces one language for the whole text,
 * for callers that already know it.
 */
export function detectionScope(text: string, language?: string): DetectionScope {
  const main = language ?? confidentLanguage(text);
  const parts = (language ? [text] : paragraphsOf(text))
    .map((paragraph) => ({ paragraph, words: countWords(paragraph) }))
    .filter((part) => part.words > 0)
    .map((part) => ({ ...part, language: language ?? paragraphLanguage(part.paragraph, main, part.words) }));
  const judged = parts.filter((part) => judgeable(part.language));
  const wordsByLanguage = new Map<string, number>();
  for (const part of parts) wordsByLanguage.set(part.language, (wordsByLanguage.get(part.language) ?? 0) + part.words);
  const byWords = [...wordsByLanguage].sort((a, b) => b[1] - a[1]);
  return {
    language: byWords[0]?.[0] ?? main,
    judgeable: judged.length === parts.length ? text : judged.map((part) => part.paragraph.trim()).join("\n\n"),
    judgeableWords: judged.reduce((sum, part) => sum + part.words, 0),
    notJudged: byWords.filter(([code]) => !judgeable(code)).map(([code, words]) => ({ language: code, words })),
  };
}
