/**
 * How common each word is in general use of a language, to tell a work's own terms from the language's everyday
 * words: the most frequent words of each platform language, most frequent first, one a line, in the static assets
 * under WORD_RANK_DIR (built by bench/word-ranks/build.ts; see its sources there). They are static assets rather than
 * part of the worker script, which must stay under 1 MB: 12 lists weigh about 1 MB.
 */
import { PLATFORM_LANGUAGES, primaryLanguage } from "../common/languages";

export const WORD_RANK_DIR = "word-ranks";

/** The most frequent words of a list count as stopwords: too common to be anyone's keyword or to start a phrase. */
const STOPWORD_COUNT = 120;

export interface WordRanks {
  language: string;
  /** 1 for the most frequent word; undefined for a word past the list. */
  rankOf(word: string): number | undefined;
  size: number;
  isStopword(word: string): boolean;
}

export function wordRanksFrom(language: string, list: string): WordRanks {
  const ranks = new Map<string, number>();
  for (const word of list.split("\n")) if (word && !ranks.has(word)) ranks.set(word, ranks.size + 1);
  return {
    language,
    rankOf: (word) => ranks.get(word),
    size: ranks.size,
    // A short list (Hindi's, Arabic's) gives up fewer of its words as stopwords.
    isStopword: (word) => (ranks.get(word) ?? Number.POSITIVE_INFINITY) <= Math.min(STOPWORD_COUNT, ranks.size / 20),
  };
}

const loaded = new Map<string, WordRanks>();

/** What the lists are read through: the ASSETS binding (a Fetcher), or a stand-in in tests. */
type AssetReader = { fetch(url: string): Promise<Response> };

/**
 * The language's list ("pt-BR" reads "pt"), read once per isolate through the ASSETS binding; null for a language
 * without one. A list missing from the assets (the web app not built) is an error, not a silent English guess.
 */
export async function loadWordRanks(assets: AssetReader | undefined, language: string): Promise<WordRanks | null> {
  const primary = primaryLanguage(language);
  // Every platform language has a list.
  if (!(PLATFORM_LANGUAGES as readonly string[]).includes(primary)) return null;
  const cached = loaded.get(primary);
  if (cached) return cached;
  if (!assets) throw new Error("The ASSETS binding is not configured, so the word lists cannot be read.");
  const response = await assets.fetch(`https://assets.local/${WORD_RANK_DIR}/${primary}.txt`);
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/plain"))
    throw new Error(`The word list ${primary}.txt is missing from the static assets: build the web app (vite build).`);
  const ranks = wordRanksFrom(primary, await response.text());
  loaded.set(primary, ranks);
  return ranks;
}

/** French and Italian elide an article or pronoun into the next word: l'homme, d'abord, qu'il, dell'anno. */
const ELIDED = /^(?:[\p{L}]{1,2}|qu|dell|nell|sull|all|dall)['’](?=\p{L})/u;
/** Korean particles that follow a noun without a space (object, topic, possessive, place, means, and). */
const KOREAN_PARTICLE = /(?:에서|으로|에게|을|를|은|는|의|과|와)$/u;

/**
 * A word as the lists count it and keywords compare it: French and Italian without an elided article, Korean
 * without a trailing particle where at least two syllables remain.
 */
export function normalWord(word: string, language: string): string {
  if (language === "fr" || language === "it") return word.replace(ELIDED, "");
  if (language === "ko") {
    const bare = word.replace(KOREAN_PARTICLE, "");
    return bare.length >= 2 ? bare : word;
  }
  return word;
}
