import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { CHECKOUT_PROVIDERS, PAYOUT_ACCOUNT_STATUSES, PAYOUT_STATUSES } from "./marketplace-enums";

/** Where a creator is paid: a Stripe Express account (Connect), or a simulated one in test mode. */
export const payoutAccounts = sqliteTable(
  "payout_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: CHECKOUT_PROVIDERS }).notNull(),
    accountId: text("account_id").notNull(),
    /** onboarding: Stripe still needs details from the creator; active: transfers can be made. */
    status: text("status", { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    testMode: integer("test_mode", { mode: "boolean" }).notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [uniqueIndex("payout_accounts_account_unique").on(t.accountId)],
);

/**
 * Money sent to a creator: one transfer of their available balance, debited from the ledger as it is made. At most
 * one payout per creator is in flight (pending) at a time, so two runs can never send the same balance twice.
 */
export const payouts = sqliteTable(
  "payouts",
  {
    id: text("id").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull(),
    provider: text("provider", { enum: CHECKOUT_PROVIDERS }).notNull(),
    providerTransferId: text("provider_transfer_id"),
    testMode: integer("test_mode", { mode: "boolean" }).notNull(),
    createdAt: integer("created_at").notNull(),
    paidAt: integer("paid_at"),
  },
  (t) => [
    index("payouts_creator_idx").on(t.creatorId, t.createdAt),
    uniqueIndex("payouts_one_in_flight").on(t.creatorId).where(sql`status = 'pending'`),
  ],
);
