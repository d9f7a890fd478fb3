/**
 * What every catalogue search reads (the marketplace listing and its edge page, intelligent search, the research
 * tool): the search box's words as an FTS5 query, read as the index reads text (search-terms.ts), each word in every
 * form that finds it, and, for a word of 5 letters or more that the catalogue does not hold, the catalogue's words
 * within the typos it forgives. A word the catalogue holds (or begins) is taken as meant.
 */
import { and, between, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { searchWords } from "../../../schema/marketplace-search";
import { queryAlternatives, typosForgiven } from "../../text/search-terms";
import { editsWithin } from "../../text/typos";

/** A query is read up to this long, and up to this many words: enough for any search a person types. */
const MAX_QUERY_CHARS = 300;
const MAX_QUERY_WORDS = 12;
/** The catalogue's words read per looked-up word and key, and the corrections kept of them. */
const CANDIDATES_READ = 400;
const CORRECTIONS_KEPT = 8;
/** Beyond every code point: a prefix's range ends here. */
const LAST = "\u{10FFFF}";

export interface SearchMatch {
  /** Every word in its exact forms (and prefixes). */
  exact: string;
  /** The same, with each misspelt word's corrections: the query to run. Equal to `exact` when nothing was corrected. */
  widened: string;
}

const quoted = (form: string) => `"${form.replace(/"/g, "")}"`;

function joined(groups: string[][], mode: "all" | "any") {
  return groups.map((forms) => `(${forms.join(" OR ")})`).join(mode === "all" ? " AND " : " OR ");
}

const queryWords = (text: string) => queryAlternatives(text.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_QUERY_WORDS);
const prefixes = (forms: string[]) => forms.map((form) => `${quoted(form)}*`);

/** The search's FTS5 query without corrections (what the bench explains), or null when the text holds no word. */
export function exactMatch(text: string, mode: "all" | "any" = "all"): string | null {
  const words = queryWords(text);
  return words.length ? joined(words.map(prefixes), mode) : null;
}

/** The search's FTS5 queries, or null when the text holds no word. */
export async function searchMatch(
  db: Database,
  text: string,
  mode: "all" | "any" = "all",
): Promise<SearchMatch | null> {
  const words = queryWords(text);
  if (!words.length) return null;
  const exact = words.map(prefixes);
  const corrections = await correctionsOf(
    db,
    words.map((forms) => forms[0]!),
  );
  const widened = exact.map((forms, i) => [...forms, ...corrections[i]!.map(quoted)]);
  return { exact: joined(exact, mode), widened: joined(widened, mode) };
}

/** For each word, the catalogue's words it may be a typo of, nearest first; none for a word the catalogue holds. */
async function correctionsOf(db: Database, words: string[]): Promise<string[][]> {
  const looked = words.flatMap((word, i) => (typosForgiven(word) > 0 ? [i] : []));
  if (looked.length === 0) return words.map(() => []);
  const reads = looked.flatMap((i) => lookups(db, words[i]!));
  const [first, ...rest] = reads;
  const answers = await db.batch([first!, ...rest]);
  const corrections = words.map((): string[] => []);
  looked.forEach((i, n) => {
    const [held, byHead, byTail] = answers.slice(3 * n, 3 * n + 3) as { word: string }[][];
    if (held!.length === 0) corrections[i] = nearest(words[i]!, [...byHead!, ...byTail!]);
  });
  return corrections;
}

/** Whether the catalogue holds the word or a longer one it begins, and its words the word's typos could make. */
export function lookups(db: Database, word: string) {
  const length = [...word].length;
  const typos = typosForgiven(word);
  const [shortest, longest] = [length - typos, length + typos];
  const head = [...word].slice(0, 2).join("");
  const tail = [...word].slice(-2).join("");
  const near = (end: typeof searchWords.head | typeof searchWords.tail, letters: string) =>
    db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(and(eq(end, letters), between(searchWords.length, shortest, longest)))
      .limit(CANDIDATES_READ);
  return [
    db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(and(gte(searchWords.word, word), lt(searchWords.word, word + LAST)))
      .limit(1),
    near(searchWords.head, head),
    near(searchWords.tail, tail),
  ] as const;
}

function nearest(word: string, candidates: { word: string }[]): string[] {
  const typos = typosForgiven(word);
  return [...new Map(candidates.map((row) => [row.word, row])).values()]
    .flatMap(({ word: candidate }) => {
      const edits = editsWithin(word, candidate, typos);
      return edits === null || edits === 0 ? [] : [{ candidate, edits }];
    })
    .sort((a, b) => a.edits - b.edits || a.candidate.localeCompare(b.candidate))
    .slice(0, CORRECTIONS_KEPT)
    .map(({ candidate }) => candidate);
}
