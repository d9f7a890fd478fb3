import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { products } from "./marketplace";
import { EDITION_NOTICE_STATUSES } from "./marketplace-enums";

/**
 * Every version of a product's file a creator published, numbered from 1. A new edition is a new file (a new R2
 * key), never a replacement: buyers keep every earlier one. The product's own file columns are its newest edition's.
 * A trigger writes edition 1 with every new product (see the migration), so every product has one.
 */
export const productEditions = sqliteTable(
  "product_editions",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** The creator's name for it ("2", "2.1", "Second edition"). */
    label: text("label").notNull(),
    /** Release notes, short Markdown; empty for a first edition. */
    notes: text("notes").notNull().default(""),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** The chapters (JSON in R2) a Literary Studio work had when this edition was built from it, for comparing. */
    chaptersKey: text("chapters_key"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("product_editions_number_unique").on(t.productId, t.number),
    index("product_editions_file_idx").on(t.fileKey),
  ],
);

/**
 * One e-mail per buyer per new edition, sent in batches (the minute job) so a product with many buyers never sends
 * all at once; a failure to one buyer is retried a few times and never stops the others. The id is the token of
 * the e-mail's opt-out link.
 */
export const editionNotices = sqliteTable(
  "edition_notices",
  {
    id: text("id").primaryKey(),
    editionId: text("edition_id")
      .notNull()
      .references(() => productEditions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: EDITION_NOTICE_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Where the e-mail's links point: the site's address when the edition was published. */
    origin: text("origin").notNull(),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (t) => [
    uniqueIndex("edition_notices_unique").on(t.editionId, t.userId),
    index("edition_notices_pending_idx").on(t.status, t.createdAt),
    index("edition_notices_user_idx").on(t.userId),
  ],
);

/** Buyers who want no e-mail about new editions: of one product, or (product 0) of any. */
export const updateOptOuts = sqliteTable(
  "update_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
