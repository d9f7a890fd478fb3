import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { products } from "./marketplace";
import { TRANSLATION_SOURCES } from "./marketplace-enums";

/**
 * A listing in another language, as its creator saved it: typed by them, or drafted by a model and reviewed. Buyers
 * see it on the product's pages in that language; `originalHash` is the fingerprint of the original it was made from,
 * so a translation whose original has changed since is shown to its creator as out of date.
 */
export const productTranslations = sqliteTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    whatYouLearn: text("what_you_learn", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    requirements: text("requirements", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Each edition's notes in this language, by edition number; an edition not named here shows its original notes. */
    editionNotes: text("edition_notes", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    source: text("source", { enum: TRANSLATION_SOURCES }).notNull(),
    originalHash: text("original_hash").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    index("product_translations_language_idx").on(t.language, t.productId),
  ],
);
