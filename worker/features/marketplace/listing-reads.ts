import type { Database } from "../../../schema/db";
import type { ProductCategory } from "../../../schema/marketplace";
import { cardsById, type ListQuery, listStatements, searchStatements, toCard } from "./catalog";
import { exactMatch, searchMatch } from "./search-match";
import { rememberedSearch, rememberSearch, searchKey } from "./search-results";
import { cardsIn } from "./translation-reads";

/**
 * A page of published products, filtered by category and search words, in the chosen order. Given the catalogue's
 * version (a visitor's read), a search's matches are found once per version and each page read by id. A search that
 * finds nothing as typed is asked again with its misspelt words' corrections (search-match.ts), as Typesense does:
 * a search that finds something costs no look-up of typos.
 */
export async function listItems(db: Database, query: ListQuery, catalogueVersion?: number) {
  const exact = query.q ? exactMatch(query.q) : null;
  const found = await matchedPage(db, query, exact, catalogueVersion);
  if (!exact || found.total > 0) return found;
  const widened = (await searchMatch(db, query.q!))?.widened;
  return widened && widened !== exact ? matchedPage(db, query, widened, catalogueVersion) : found;
}

async function matchedPage(db: Database, query: ListQuery, match: string | null, catalogueVersion?: number) {
  if (match && catalogueVersion !== undefined) return searchPage(db, query, match, catalogueVersion);
  const [rows, counted] = await db.batch(listStatements(db, query, match));
  return { items: rows.map(toCard), total: counted[0]?.n ?? 0 };
}

async function searchPage(db: Database, query: ListQuery, match: string, version: number) {
  const key = searchKey(match, query.category, query.sort);
  let found = rememberedSearch(version, key);
  if (!found) {
    const [ids, counted] = await db.batch(searchStatements(db, query, match));
    found = { ids: Int32Array.from(ids, (row) => row.id), total: counted[0]?.n ?? 0 };
    rememberSearch(version, key, found);
  }
  const start = (query.page - 1) * query.pageSize;
  const pageIds = Array.from(found.ids.subarray(start, start + query.pageSize));
  if (pageIds.length === 0) return { items: [], total: found.total };
  const rows = new Map((await cardsById(db, pageIds)).map((row) => [row.id, row]));
  const published = (id: number) => {
    const row = rows.get(id);
    return row?.status === "published" ? [row] : [];
  };
  // A product changed in the second before this isolate read the version again is left out, not shown stale.
  const cards = pageIds.flatMap(published);
  return { items: cards.map(toCard), total: found.total };
}

/** The marketplace listing's answer (GET /items) for a page of it; see listItems for the catalogue's version. */
export async function listAnswer(
  db: Database,
  query: Omit<ListQuery, "category"> & { category: "all" | ProductCategory; lang?: string },
  catalogueVersion?: number,
) {
  const { category, lang, ...rest } = query;
  const result = await listItems(
    db,
    { ...rest, category: category === "all" ? undefined : category },
    catalogueVersion,
  );
  const items = await cardsIn(db, result.items, lang);
  return { success: true as const, ...result, items, page: query.page, pageSize: query.pageSize };
}
