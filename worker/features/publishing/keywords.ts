import { primaryLanguage } from "../../common/languages";
import { wordsIn } from "../../text/counts";
import { normalWord, type WordRanks } from "../../text/word-ranks";
import type { BookSource } from "../literary";

export const KEYWORD_COUNT = 7;

/** A pair of content words that recurs this often is a phrase of the work ("energy budget"), a better keyword. */
const PHRASE_MIN_COUNT = 3;

/** Chinese, Japanese and Korean words are short: two characters already make a word (体力, 관리). */
const SHORT_WORD_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Arabic and Hindi words of three letters carry meaning (علم, खेल); in the other languages four letters make a word. */
const THREE_LETTER_SCRIPT = /[\p{Script=Arabic}\p{Script=Devanagari}]/u;
/** Languages written without spaces: their phrases are written without one too (体力管理). */
const UNSPACED_LANGUAGES = new Set(["ja", "zh"]);

function longEnough(word: string): boolean {
  const letters = word.replace(/[\p{M}'’-]/gu, "").length;
  if (SHORT_WORD_SCRIPT.test(word)) return letters >= 2;
  return letters >= (THREE_LETTER_SCRIPT.test(word) ? 3 : 4);
}

/**
 * A word's share of general use of the language, from its frequency rank by Zipf's law (about 0.1 / rank); a word
 * past the list counts as rarer than its last.
 */
function generalRate(ranks: WordRanks, word: string): number {
  return 0.1 / (ranks.rankOf(word) ?? 2 * ranks.size);
}

/**
 * How much more the work uses a word than the language in general does, weighted by how much it uses it (the term
 * of a KL divergence): "pacing" in a guide to pacing ranks high, "book", "runs" and "keeping" do not, however often.
 * Without a list for the language, words rank by use alone.
 */
function keynessOf(ranks: WordRanks | null, counts: Map<string, number>) {
  const workTotal = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
  return (word: string) => {
    const rate = (counts.get(word) ?? 0) / workTotal;
    return ranks ? rate * Math.log(rate / generalRate(ranks, word)) : rate;
  };
}

/**
 * Words about the product rather than its subject: a buyer never searches for them, and KDP's guidance is not to use
 * them ("book", "Kindle"); a title's "small" says nothing a keyword should.
 */
const GENERIC_ENGLISH: ReadonlySet<string> = new Set(
  "book books ebook ebooks kindle edition chapter chapters page pages reader readers small large little".split(" "),
);
const NO_WORDS: ReadonlySet<string> = new Set();

interface Term {
  text: string;
  words: string[];
  score: number;
}

/**
 * Seven keywords from the work's distinctive terms, in the work's language: its recurring two-word phrases and the
 * words it uses far more than the language in general does (title ×5, chapter titles ×3, text ×1), with the words
 * split as the language writes them (Intl.Segmenter for Chinese and Japanese). The author's own keywords come first.
 */
export function keywordsFor(book: BookSource, extra: string[], ranks: WordRanks | null): string[] {
  const language = ranks?.language ?? primaryLanguage(book.language);
  const generic = language === "en" ? GENERIC_ENGLISH : NO_WORDS;
  const isContent = (word: string) => longEnough(word) && !ranks?.isStopword(word) && !generic.has(word);
  const words = (text: string) => wordsIn(text).map((word) => normalWord(word, language));
  const counts = new Map<string, number>();
  const phrases = new Map<string, [string, string, number]>();
  const add = (text: string, weight: number) => {
    for (const word of words(text)) if (isContent(word)) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  const joiner = UNSPACED_LANGUAGES.has(language) ? "" : " ";
  add(book.title, 5);
  for (const chapter of book.chapters) {
    add(chapter.title, 3);
    add(chapter.body, 1);
    for (const sentence of chapter.body.split(/[.!?;:。！？；：\n]+/)) {
      const inSentence = words(sentence);
      for (let i = 1; i < inSentence.length; i++) {
        const [first, second] = [inSentence[i - 1]!, inSentence[i]!];
        if (!isContent(first) || !isContent(second)) continue;
        const key = `${first}${joiner}${second}`;
        phrases.set(key, [first, second, (phrases.get(key)?.[2] ?? 0) + 1]);
      }
    }
  }
  const keyness = keynessOf(ranks, counts);
  const scored: Term[] = [...counts.keys()].map((word) => ({ text: word, words: [word], score: keyness(word) }));
  for (const [text, [first, second, count]] of phrases) {
    if (count < PHRASE_MIN_COUNT) continue;
    scored.push({ text, words: [first, second], score: 2 * Math.min(keyness(first), keyness(second)) });
  }
  const ranked = scored.filter(({ score }) => score > 0).sort((a, b) => b.score - a.score);
  const own: Term[] = extra.map((text) => ({ text: text.toLowerCase(), words: [text.toLowerCase()], score: 0 }));
  const chosen: Term[] = [];
  for (const term of [...own, ...ranked]) {
    if (chosen.length === KEYWORD_COUNT) break;
    // A word inside a chosen phrase adds nothing; a phrase takes the place of a chosen word it holds.
    if (chosen.some((kept) => kept.text === term.text || kept.words.includes(term.text))) continue;
    const held = chosen.findIndex((kept) => kept.words.length === 1 && term.words.includes(kept.text));
    if (held >= 0) chosen.splice(held, 1, term);
    else chosen.push(term);
  }
  return chosen.map((term) => term.text);
}
