import { ENGLISH_BY_FREQUENCY } from "../../text/english-ranks";
import type { BookSource } from "../literary";

export const KEYWORD_COUNT = 7;

const STOPWORDS = new Set(
  "about after again also been being between both could does doing during each from have having here into more most other over same should some such than that their them then there these they this those through under until very what when where which while will with would your yours".split(
    " ",
  ),
);

/** A pair of content words that recurs this often is a phrase of the work ("energy budget"), a better keyword. */
const PHRASE_MIN_COUNT = 3;

const contentWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !STOPWORDS.has(word));

let englishRanks: Map<string, number> | null = null;

/**
 * A word's share of general English, from its frequency rank by Zipf's law (about 0.1 / rank); a word past the
 * list counts as rarer than its last.
 */
function englishRate(word: string): number {
  englishRanks ??= new Map(ENGLISH_BY_FREQUENCY.map((w, index) => [w, index + 1]));
  return 0.1 / (englishRanks.get(word) ?? 2 * ENGLISH_BY_FREQUENCY.length);
}

/**
 * How much more the work uses a word than English in general does, weighted by how much it uses it (the term of a
 * KL divergence): "pacing" in a guide to pacing ranks high, "book", "runs" and "keeping" do not, however often.
 * Other languages have no general counts here, and rank by use alone.
 */
function keynessOf(english: boolean, counts: Map<string, number>) {
  const workTotal = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
  return (word: string) => {
    const rate = (counts.get(word) ?? 0) / workTotal;
    return english ? rate * Math.log(rate / englishRate(word)) : rate;
  };
}

/**
 * Seven keywords from the work's distinctive terms: its recurring two-word phrases and the words it uses far more
 * than English in general (title ×5, chapter titles ×3, text ×1). The author's own keywords come first.
 */
export function keywordsFor(book: BookSource, extra: string[]): string[] {
  const counts = new Map<string, number>();
  const phrases = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  add(book.title, 5);
  for (const chapter of book.chapters) {
    add(chapter.title, 3);
    add(chapter.body, 1);
    for (const sentence of chapter.body.toLowerCase().split(/[.!?;:\n]+/)) {
      const words = sentence.match(/\p{L}+/gu) ?? [];
      for (let i = 1; i < words.length; i++) {
        const [first, second] = [words[i - 1]!, words[i]!];
        if (first.length < 4 || second.length < 4 || STOPWORDS.has(first) || STOPWORDS.has(second)) continue;
        phrases.set(`${first} ${second}`, (phrases.get(`${first} ${second}`) ?? 0) + 1);
      }
    }
  }
  const keyness = keynessOf(book.language.startsWith("en"), counts);
  const scored = [...counts.keys()].map((word) => ({ term: word, score: keyness(word) }));
  for (const [phrase, count] of phrases) {
    if (count < PHRASE_MIN_COUNT) continue;
    const [first, second] = phrase.split(" ") as [string, string];
    scored.push({ term: phrase, score: 2 * Math.min(keyness(first), keyness(second)) });
  }
  const ranked = scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ term }) => term);
  const chosen: string[] = [];
  for (const term of [...extra.map((e) => e.toLowerCase()), ...ranked]) {
    if (chosen.length === KEYWORD_COUNT) break;
    // A word inside a chosen phrase adds nothing; a phrase takes the place of a chosen word it holds.
    if (chosen.some((kept) => kept === term || kept.split(" ").includes(term))) continue;
    const held = chosen.findIndex((kept) => !kept.includes(" ") && term.split(" ").includes(kept));
    if (held >= 0) chosen.splice(held, 1, term);
    else chosen.push(term);
  }
  return chosen;
}
