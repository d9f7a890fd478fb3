/**
 * How the catalogue's full-text index reads text in every language, the same for what is indexed and for what is
 * asked: words split as each script writes them (Intl.Segmenter for Chinese and Japanese), width and case forms
 * folded, accents dropped from Latin, Greek and Cyrillic letters, Arabic normalised (diacritics, tatweel, alef and
 * yaa forms, taa marbuta, the article ال), and each word beside its stem in the text's language. The stemmers are
 * @orama/stemmers' (Apache-2.0): Snowball's algorithms for English, Spanish, French, German, Italian, Portuguese and
 * Russian and a light stemmer for Arabic, each about 2 KB; other languages stay exact.
 */
import { stemmer as arabic } from "@orama/stemmers/arabic";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { wordsIn } from "./counts";

/** Bump when the analysis changes: products indexed with an older one are analysed again (search-index.ts). */
export const SEARCH_ANALYSIS_VERSION = 1;

const STEMMERS: Record<string, (word: string) => string> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  it: italian,
  pt: portuguese,
  ru: russian,
  ar: arabic,
};

const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670\u0640]/g;
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال|لل)(?=[\u0621-\u064A]{2})/;
const FOLDABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}'’-]+$/u;

/** A word as the index compares it (see above); the input is a lower-cased word. */
export function foldWord(word: string): string {
  let folded = word.normalize("NFKC");
  if (/[\u0600-\u06FF]/.test(folded)) {
    folded = folded
      .replace(ARABIC_DIACRITICS, "")
      .replace(/[أإآٱ]/g, "ا")
      .replace(/ى/g, "ي")
      .replace(/ة/g, "ه")
      .replace(ARABIC_ARTICLE, "");
  } else if (FOLDABLE.test(folded)) {
    folded = folded.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  }
  return folded.replace(/['’]/g, "");
}

const stemOf = (word: string, language: string) => {
  const stem = STEMMERS[language];
  return stem ? foldWord(stem(word)) : null;
};

/** Text as the index stores it: each word folded, followed by its stem in `language` where that differs. */
export function indexedText(text: string, language: string): string {
  const terms: string[] = [];
  for (const word of wordsIn(text, { digits: true })) {
    const folded = foldWord(word);
    if (!folded) continue;
    terms.push(folded);
    const stem = stemOf(word, language);
    if (stem && stem !== folded) terms.push(stem);
  }
  return terms.join(" ");
}

/**
 * A query's words, each with the forms that find it: the word folded, and its stem in every language with a
 * stemmer (a query does not say its language, and a wrong stem only widens the search a little).
 */
export function queryAlternatives(query: string): string[][] {
  return wordsIn(query, { digits: true })
    .map((word) => {
      const forms = new Set([foldWord(word)]);
      for (const language of Object.keys(STEMMERS)) {
        const stem = stemOf(word, language);
        if (stem && stem.length >= 2) forms.add(stem);
      }
      forms.delete("");
      return [...forms];
    })
    .filter((forms) => forms.length > 0);
}

/** Chinese and Japanese words come from a segmenter, not typed letter by letter: no typo is looked for in them. */
const SEGMENTED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** How many edits a query word forgives, as Meilisearch and Typesense count: one from 5 letters, two from 9. */
export function typosForgiven(word: string): number {
  if (SEGMENTED.test(word)) return 0;
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/** The words of analysed text a typo may be corrected to: those of 4 letters or more, outside Chinese and Japanese. */
export function correctableWords(indexed: string[]): string[] {
  const words = new Set<string>();
  for (const text of indexed)
    for (const word of text.split(" ")) if ([...word].length >= 4 && !SEGMENTED.test(word)) words.add(word);
  return [...words];
}
