import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { ITEM_FIELDS, type Item } from "./catalog";
import { type Edition, editionsStatement, listEditions } from "./edition-reads";
import { retiredSlugOwner } from "./retired-slugs";
import { type ListingLanguages, translationsOf } from "./translation-reads";

/**
 * The product page's read (also what the bench explains), with whether the product has translations: most have none,
 * and need no read of them.
 */
export const itemStatement = (db: Database, where: SQL) =>
  db
    .select({ ...ITEM_FIELDS, translated: sql<number>`${products.translatedTitle} <> ''` })
    .from(products)
    .where(where)
    .limit(1);

/** The product's translations, read only when it has some. */
export const translationsOfItem = (db: Database, row: { id: number; translated: number }) =>
  row.translated ? translationsOf(db, row.id) : Promise.resolve([]);

async function selectItem(db: Database, where: SQL) {
  const [row] = await itemStatement(db, where);
  return row;
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof selectItem>>>;

/** Unpublished products are shown only to their creator. */
function visibleTo(row: ItemRow | undefined, viewerId: string | null): ItemRow | null {
  if (!row) return null;
  return row.status === "published" || row.creatorId === viewerId ? row : null;
}

/**
 * A product by numeric id or by slug, current or one it gave up (the caller tells them apart by the row's slug);
 * unpublished products only for their creator.
 */
export async function findItem(db: Database, idOrSlug: string, viewerId: string | null) {
  const byId = /^\d+$/.test(idOrSlug);
  const slug = idOrSlug.toLowerCase();
  let row = await selectItem(db, byId ? eq(products.id, Number(idOrSlug)) : eq(products.slug, slug));
  if (!row && !byId) {
    const retiredBy = await retiredSlugOwner(db, slug);
    if (retiredBy !== null) row = await selectItem(db, eq(products.id, retiredBy));
  }
  return visibleTo(row, viewerId);
}

/**
 * The product page's product, its editions and its translations. Asked by number, the product and its editions are
 * read in one batch (one wait for D1, the editions read even when the product turns out hidden); by slug, the product
 * first. Translations are read after, for a product that has some.
 */
export async function findItemWithEditions(db: Database, idOrSlug: string, viewerId: string | null) {
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    const [rows, editions] = await db.batch([itemStatement(db, eq(products.id, id)), editionsStatement(db, id)]);
    const row = visibleTo(rows[0], viewerId);
    return row && { row, editions, translations: await translationsOfItem(db, row) };
  }
  const row = await findItem(db, idOrSlug, viewerId);
  if (!row) return null;
  const [editions, translations] = await Promise.all([listEditions(db, row.id), translationsOfItem(db, row)]);
  return { row, editions, translations };
}

/** The viewer's own purchase of the product, if any. */
export async function findOwnPurchase(db: Database, productId: number, buyerId: string) {
  const [purchase] = await db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.productId, productId), eq(purchases.buyerId, buyerId)))
    .limit(1);
  return purchase ?? null;
}

/**
 * The product page's answer (GET /item/:id): the item, the viewer's purchase (with its download when paid), whether
 * the viewer created it, and its editions.
 */
export function itemAnswer(
  item: Item,
  purchase: Awaited<ReturnType<typeof findOwnPurchase>>,
  ownedByViewer: boolean,
  editions: Edition[],
  languages: ListingLanguages = { original: null, shown: null, available: [] },
) {
  return {
    success: true as const,
    item: { ...item, downloadUrl: purchase?.status === "paid" ? `/api/marketplace/download/${purchase.id}` : null },
    purchase,
    ownedByViewer,
    /** The changelog, newest first: everyone sees it; buyers download each edition from their receipt. */
    editions,
    /** The listing's original language, the language of this answer's words, and every language it reads in. */
    languages,
  };
}
