import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One counter per kind of cached public data. Triggers (see the migration) add one whenever the rows behind it
 * change, and the edge cache keys its entries by the counter, so a change makes every older entry unreachable.
 */
export const cacheVersions = sqliteTable("cache_versions", {
  scope: text("scope", { enum: ["catalogue", "pricing"] }).primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * How many products are published, in all ("") and per category, kept by triggers on products: a listing's total is
 * one row, not a count over the catalogue. A search's total still counts its matches.
 */
export const publishedCounts = sqliteTable("published_counts", {
  category: text("category").primaryKey(),
  products: integer("products").notNull().default(0),
});
