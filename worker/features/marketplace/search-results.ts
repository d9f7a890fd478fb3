/**
 * Every page of a search shows the same matches in the same order, and finding them is most of a search's work: the
 * full-text index's matches (a common word matches a fifth of the catalogue) checked against the order's index. An
 * isolate remembers, for one version of the catalogue (the version visitors' answers are cached under, which database
 * triggers raise on every change), each search's total and the ids of its browsable matches in order, so any other
 * page of it is read by id. Answers for signed-in members, which carry no version, are always read afresh.
 */
export interface SearchResult {
  /** The ids of the first MAX_BROWSABLE matches, in the search's order (at most 9.6 KB). */
  ids: Int32Array;
  total: number;
}

/** At most about 5 MB of ids per isolate. */
const REMEMBERED_SEARCHES = 500;

let rememberedVersion: number | null = null;
const searches = new Map<string, SearchResult>();

/** A search as the memo tells it apart: its FTS query, category and order. */
export function searchKey(match: string, category: string | undefined, sort: string): string {
  return `${category ?? ""}\u0000${sort}\u0000${match}`;
}

/** The result found before for this search in this version of the catalogue, if any. */
export function rememberedSearch(version: number, key: string): SearchResult | undefined {
  return version === rememberedVersion ? searches.get(key) : undefined;
}

/** Remembers a search's result for this version, forgetting every result of another version (or all, when full). */
export function rememberSearch(version: number, key: string, result: SearchResult): void {
  if (version !== rememberedVersion || searches.size >= REMEMBERED_SEARCHES) {
    searches.clear();
    rememberedVersion = version;
  }
  searches.set(key, result);
}
