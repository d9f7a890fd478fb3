/**
 * A search's total is the same on every page of it, and counting it walks the index's matches a second time (a
 * common word matches a fifth of the catalogue). An isolate remembers the totals it counted for one version of the
 * catalogue (the version visitors' answers are cached under, which database triggers raise on every change), so the
 * next page of a search reads its cards only. Answers for signed-in members, which carry no version, always count.
 */
const REMEMBERED_TOTALS = 5_000;

let rememberedVersion: number | null = null;
const totals = new Map<string, number>();

function keyOf(match: string, category: string | undefined): string {
  return `${category ?? ""}\u0000${match}`;
}

/** The total counted before for this search in this version of the catalogue, if any. */
export function rememberedTotal(version: number, match: string, category: string | undefined): number | undefined {
  return version === rememberedVersion ? totals.get(keyOf(match, category)) : undefined;
}

/** Remembers a search's total for this version, forgetting every total of another version (or all, when full). */
export function rememberTotal(version: number, match: string, category: string | undefined, total: number): void {
  if (version !== rememberedVersion || totals.size >= REMEMBERED_TOTALS) {
    totals.clear();
    rememberedVersion = version;
  }
  totals.set(keyOf(match, category), total);
}
