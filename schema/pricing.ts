import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { BILLING_PERIODS, CURRENCIES, PLAN_IDS } from "./pricing-enums";

/** A plan subscription, recorded at the server's price in the buyer's currency. */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id", { enum: PLAN_IDS }).notNull(),
    period: text("period", { enum: BILLING_PERIODS }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** Minor units of the currency (cents; yen and won have none). */
    amountMinor: integer("amount_minor").notNull(),
    usdCents: integer("usd_cents").notNull(),
    status: text("status", { enum: ["pending", "active"] }).notNull(),
    testMode: integer("test_mode", { mode: "boolean" }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId, t.createdAt)],
);
