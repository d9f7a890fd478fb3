import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One counter per kind of cached public data. Triggers (see the migration) add one whenever the rows behind it
 * change, and the edge cache keys its entries by the counter, so a change makes every older entry unreachable.
 */
export const cacheVersions = sqliteTable("cache_versions", {
  scope: text("scope", { enum: ["catalogue", "pricing"] }).primaryKey(),
  version: integer("version").notNull().default(0),
});
