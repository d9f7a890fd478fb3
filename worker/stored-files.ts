import { inArray } from "drizzle-orm";
import type { Database } from "../schema/db";
import { products } from "../schema/marketplace";
import { productEditions } from "../schema/marketplace-editions";
import {
  COVER_PREFIX,
  EDITION_COMPARISON_PREFIX,
  GENERATED_COVER_PREFIX,
  generatedCoverStem,
  parseGeneratedCoverName,
} from "./common/covers";
import type { Env } from "./env";

/** The landing page's demo files are for the visitor who asked: a day is enough. */
export const DEMO_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** A product file younger than this may belong to an upload whose row is still being written. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** One run reads at most this many pages of 1,000 keys per prefix; the next day's run goes on from there. */
const MAX_PAGES = 10;
/** Keys checked against the products table per query (D1 takes at most 100 bound parameters). */
const KEYS_PER_QUERY = 90;

async function* storedObjects(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await bucket.list({ prefix, cursor, limit: 1000 });
    yield listed.objects;
    if (!listed.truncated) return;
    cursor = listed.cursor;
  }
}

/** Uploaded covers no product points to (replaced while a request failed, or never written to a row). */
async function orphanedCovers(db: Database, keys: string[]): Promise<string[]> {
  const used = await db.select({ key: products.coverKey }).from(products).where(inArray(products.coverKey, keys));
  const usedKeys = new Set(used.map((row) => row.key));
  return keys.filter((key) => !usedKeys.has(key));
}

/** Generated covers of products gone, or drawn for a title, author or category the product no longer has. */
async function outdatedCovers(db: Database, keys: string[]): Promise<string[]> {
  const idOf = (key: string) => parseGeneratedCoverName(key.slice(GENERATED_COVER_PREFIX.length))?.productId ?? 0;
  const ids = [...new Set(keys.map(idOf).filter((id) => id > 0))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, title: products.title, author: products.author, category: products.category })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const current = new Map(rows.map((row) => [row.id, `${GENERATED_COVER_PREFIX}${generatedCoverStem(row)}-`]));
  return keys.filter((key) => !key.startsWith(current.get(idOf(key)) ?? "\0"));
}

/**
 * What no one can reach any more: demo files older than a day, product files no edition of a product points to,
 * kept edition comparisons of products that are gone, and covers no product points to (an upload whose row was never written, a generated cover of an old title). Read in
 * bounded pages, so one call never lists a whole bucket.
 */
export async function findStaleFiles(db: Database, env: Env, now = Date.now()) {
  const demoFiles: string[] = [];
  for await (const objects of storedObjects(env.BUCKET, "demo/")) {
    demoFiles.push(...objects.filter((object) => now - object.uploaded.getTime() > DEMO_FILE_TTL_MS).map((o) => o.key));
  }
  const productFiles: string[] = [];
  for await (const objects of storedObjects(env.BUCKET, "products/")) {
    const settled = objects.filter((object) => now - object.uploaded.getTime() > ORPHAN_GRACE_MS).map((o) => o.key);
    for (let start = 0; start < settled.length; start += KEYS_PER_QUERY) {
      const keys = settled.slice(start, start + KEYS_PER_QUERY);
      // Every edition's file is in use (the product's own is its newest edition's): buyers keep earlier ones.
      const used = await db
        .select({ key: productEditions.fileKey })
        .from(productEditions)
        .where(inArray(productEditions.fileKey, keys));
      const usedKeys = new Set(used.map((row) => row.key));
      productFiles.push(...keys.filter((key) => !usedKeys.has(key)));
    }
  }
  for await (const objects of storedObjects(env.BUCKET, COVER_PREFIX)) {
    const settled = objects.filter((object) => now - object.uploaded.getTime() > ORPHAN_GRACE_MS).map((o) => o.key);
    for (let start = 0; start < settled.length; start += KEYS_PER_QUERY) {
      const keys = settled.slice(start, start + KEYS_PER_QUERY);
      const generated = keys.filter((key) => key.startsWith(GENERATED_COVER_PREFIX));
      const uploaded = keys.filter((key) => !key.startsWith(GENERATED_COVER_PREFIX));
      productFiles.push(...(uploaded.length ? await orphanedCovers(db, uploaded) : []));
      productFiles.push(...(generated.length ? await outdatedCovers(db, generated) : []));
    }
  }
  for await (const objects of storedObjects(env.BUCKET, EDITION_COMPARISON_PREFIX)) {
    const keys = objects.map((object) => object.key);
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY)
      productFiles.push(...(await comparisonsOfProductsGone(db, keys.slice(start, start + KEYS_PER_QUERY))));
  }
  return { demoFiles, productFiles };
}

/** Kept edition comparisons (`edition-comparisons/<product>/<from>-<to>.json`) of products that are gone. */
async function comparisonsOfProductsGone(db: Database, keys: string[]): Promise<string[]> {
  const idOf = (key: string) => Number(key.slice(EDITION_COMPARISON_PREFIX.length).split("/")[0]) || 0;
  const ids = [...new Set(keys.map(idOf))];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const present = new Set(rows.map((row) => row.id));
  return keys.filter((key) => !present.has(idOf(key)));
}

/** R2 deletes at most this many keys in one call. */
const KEYS_PER_DELETE = 1000;

/** Deletes the stale files {@link findStaleFiles} finds; returns how many of each went. */
export async function deleteStaleFiles(db: Database, env: Env, now = Date.now()) {
  const stale = await findStaleFiles(db, env, now);
  const keys = [...stale.demoFiles, ...stale.productFiles];
  for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
    await env.BUCKET.delete(keys.slice(start, start + KEYS_PER_DELETE));
  }
  return { demoFiles: stale.demoFiles.length, productFiles: stale.productFiles.length };
}
