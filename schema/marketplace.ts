import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";

/** Money owed to creators, in integer cents: one credit per paid sale (the creator's 80% share). */
export const creatorLedger = sqliteTable(
  "creator_ledger",
  {
    id: text("id").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purchaseId: text("purchase_id"),
    amountCents: integer("amount_cents").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("creator_ledger_creator_idx").on(t.creatorId)],
);
