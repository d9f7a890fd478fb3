import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { BILLING_PERIODS, CURRENCIES, PLAN_IDS, SUBSCRIPTION_STATUSES } from "./pricing-enums";

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
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    testMode: integer("test_mode", { mode: "boolean" }).notNull(),
    /** The provider's subscription and customer (Stripe ids); null in test mode and before checkout completes. */
    providerSubscriptionId: text("provider_subscription_id"),
    providerCustomerId: text("provider_customer_id"),
    /** When the paid period ends (ms); the plan lapses to free after it unless a renewal is paid. */
    currentPeriodEnd: integer("current_period_end"),
    /** The subscriber cancelled: the plan stays until the period ends and is not renewed. */
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    index("subscriptions_provider_idx").on(t.providerSubscriptionId),
  ],
);
