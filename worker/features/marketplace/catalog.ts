import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { publishedCounts } from "../../../schema/edge-cache";
import { PRODUCT_STATUSES, type ProductCategory, products } from "../../../schema/marketplace";
import { MAX_BROWSABLE, type Sort } from "../../../schema/marketplace-enums";
import { coverOf } from "../../common/covers";
import { CARD_DESCRIPTION_CHARS, CARD_TAGS, truncate } from "../../common/marketplace-browse";
import { CREATOR_SHARE_PERCENT } from "../../payments/ledger";

export { SORTS, type Sort } from "../../../schema/marketplace-enums";

type ProductRow = typeof products.$inferSelect;
/** A product as the product page reads it: every column but what search reads. */
type ItemRow = Omit<
  ProductRow,
  "searchTitle" | "searchDescription" | "searchTags" | "translatedTitle" | "translatedDescription" | "translatedTags"
>;

/** A product's columns, the quote its card shows among them (kept by the review triggers). */
export const ITEM_FIELDS = (() => {
  // What search reads of a product stays out of the product page's read.
  const {
    searchTitle: _title,
    searchDescription: _description,
    searchTags: _tags,
    translatedTitle: _translatedTitle,
    translatedDescription: _translatedDescription,
    translatedTags: _translatedTags,
    ...shown
  } = getTableColumns(products);
  return shown;
})();

const ORDER: Record<Sort, SQL[]> = {
  featured: [desc(products.featured), desc(products.bestseller), desc(products.purchaseCount), asc(products.id)],
  popular: [desc(products.purchaseCount), asc(products.id)],
  // SQLite sorts NULL (no reviews yet) last in descending order, so unrated products follow rated ones.
  rating: [desc(products.ratingAvg), desc(products.ratingCount), asc(products.id)],
  "price-low": [asc(products.priceCents), asc(products.id)],
  "price-high": [desc(products.priceCents), asc(products.id)],
};

export function matchingIds(query: string) {
  return sql`(SELECT rowid FROM products_fts WHERE products_fts MATCH ${query})`;
}

/** A product as the API shows it: the spec's field names, money in cents and in dollars. */
export function toItem(row: ItemRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    authorBio: row.authorBio,
    description: row.description,
    category: row.category,
    price: row.priceCents / 100,
    priceCents: row.priceCents,
    original_price: row.originalPriceCents === null ? null : row.originalPriceCents / 100,
    originalPriceCents: row.originalPriceCents,
    rating: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 10) / 10,
    ratingCount: row.ratingCount,
    purchases: row.purchaseCount,
    tags: row.tags,
    featured: row.featured,
    bestseller: row.bestseller,
    testimonial: row.testimonial ?? null,
    preview_content: row.previewContent,
    what_you_learn: row.whatYouLearn,
    requirements: row.requirements,
    estimated_time: row.estimatedTime,
    difficulty: row.difficulty,
    format: row.fileType === "application/pdf" ? "PDF" : row.fileType === "application/epub+zip" ? "EPUB" : "ZIP",
    status: row.status,
    creatorId: row.creatorId,
    cover: coverOf(row),
  };
}

export type Item = ReturnType<typeof toItem>;

/** The columns a product card shows, and the quote from its reviews: listings read no more than this. */
export const CARD_FIELDS = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  author: products.author,
  description: products.description,
  category: products.category,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  purchaseCount: products.purchaseCount,
  tags: products.tags,
  featured: products.featured,
  bestseller: products.bestseller,
  coverKey: products.coverKey,
  coverWidth: products.coverWidth,
  coverHeight: products.coverHeight,
  testimonial: products.testimonial,
};

type CardRow = Pick<ProductRow, keyof typeof CARD_FIELDS>;

/**
 * A product as a card shows it, in listings, searches and recommendations: the spec's field names, the description
 * cut to the card's length and the tags it shows. The product page reads the rest (GET /item/:id).
 */
export function toCard(row: CardRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    description: truncate(row.description, CARD_DESCRIPTION_CHARS),
    category: row.category,
    price: row.priceCents / 100,
    priceCents: row.priceCents,
    original_price: row.originalPriceCents === null ? null : row.originalPriceCents / 100,
    originalPriceCents: row.originalPriceCents,
    rating: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 10) / 10,
    ratingCount: row.ratingCount,
    purchases: row.purchaseCount,
    tags: row.tags.slice(0, CARD_TAGS),
    featured: row.featured,
    bestseller: row.bestseller,
    testimonial: row.testimonial ?? null,
    cover: coverOf(row),
  };
}

export type Card = ReturnType<typeof toCard>;

export interface ListQuery {
  category?: ProductCategory;
  q?: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

function categoryTotal(db: Database, category: ProductCategory | undefined) {
  return db
    .select({ n: publishedCounts.products })
    .from(publishedCounts)
    .where(eq(publishedCounts.category, category ?? ""));
}

const UNPUBLISHED = PRODUCT_STATUSES.filter((status) => status !== "published");

/**
 * How many published products match a search. Across the catalogue: the index's matches less the few unpublished
 * ones (read from the status indexes), instead of looking up every match's row (19,000 of them for a common word
 * at 100,000 products). Within a category every match's row is read.
 */
function searchTotal(db: Database, match: string, category: ProductCategory | undefined) {
  if (category)
    return db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.status, "published"),
          eq(products.category, category),
          inArray(products.id, matchingIds(match)),
        ),
      );
  return db
    .select({
      n: sql<number>`(SELECT count(*) FROM products_fts WHERE products_fts MATCH ${match}) - count(*)`.mapWith(Number),
    })
    .from(products)
    .where(and(inArray(products.status, UNPUBLISHED), inArray(products.id, matchingIds(match))));
}

function listConditions(query: ListQuery, match: string | null) {
  const conditions = [eq(products.status, "published")];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (match) conditions.push(inArray(products.id, matchingIds(match)));
  return and(...conditions);
}

/** The two reads of a listing page, its cards and its total (also what the bench explains). */
export function listStatements(db: Database, query: ListQuery, match: string | null) {
  return [
    db
      .select(CARD_FIELDS)
      .from(products)
      .where(listConditions(query, match))
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // Without search words the total is one row the triggers keep; a search counts its matches.
    match ? searchTotal(db, match, query.category) : categoryTotal(db, query.category),
  ] as const;
}

/**
 * A search's matches as far as anyone may browse them, in the chosen order, and how many there are: the reads behind
 * every page of it (see listing-reads.ts). The ids come from the order's index alone.
 */
export function searchStatements(db: Database, query: ListQuery, match: string) {
  return [
    db
      .select({ id: products.id })
      .from(products)
      .where(listConditions(query, match))
      .orderBy(...ORDER[query.sort])
      .limit(MAX_BROWSABLE),
    searchTotal(db, match, query.category),
  ] as const;
}

/**
 * Products' cards by id, in no order, with their status. The status is checked by the caller: as a condition here it
 * led D1's planner to walk the status index instead of looking the ids up (17 ms a page at 100,000 products,
 * against 3 ms by id, timed in the worker).
 */
export function cardsById(db: Database, ids: number[]) {
  return db
    .select({ ...CARD_FIELDS, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The impact strip's answer (GET /stats). */
export async function statsAnswer(db: Database) {
  return { success: true as const, ...(await marketplaceStats(db)) };
}

/** The impact strip's figures, counted: published products, members, creators selling, and the creator share. */
export async function marketplaceStats(db: Database) {
  const [productRows, memberRows, creatorRows] = await db.batch([
    db.select({ n: count() }).from(products).where(eq(products.status, "published")),
    db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db
      .select({ n: sql<number>`count(distinct ${products.creatorId})` })
      .from(products)
      .where(eq(products.status, "published")),
  ]);
  return {
    products: productRows[0]?.n ?? 0,
    members: memberRows[0]?.n ?? 0,
    creators: Number(creatorRows[0]?.n ?? 0),
    creatorSharePercent: CREATOR_SHARE_PERCENT,
  };
}
