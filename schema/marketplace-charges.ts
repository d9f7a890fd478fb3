import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { purchases } from "./marketplace";
import { TAX_BEHAVIORS } from "./marketplace-enums";
import { CURRENCIES } from "./pricing-enums";

/**
 * What a purchase charges the buyer, in the buyer's currency, beside the purchase's own `price_cents` (dollars,
 * which becomes the settled amount without tax once paid, the base of the creator's 80%). Written with the
 * purchase's checkout (the rate is fixed for it) and completed by the payment: the total, the tax Stripe Tax
 * computed (null when none was: test mode, or Stripe Tax turned off), what Stripe settled in dollars and the invoice.
 */
export const purchaseCharges = sqliteTable(
  "purchase_charges",
  {
    purchaseId: text("purchase_id")
      .primaryKey()
      .references(() => purchases.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** Units of `currency` per US dollar when the checkout was opened (1 for dollars). */
    perUsd: real("per_usd").notNull(),
    /** The price as the page showed it, in the currency's minor unit (cents; yen and won have none). */
    amountMinor: integer("amount_minor").notNull(),
    /** Whether the shown price includes tax (the custom in the EU, the UK, Australia and Japan) or tax is added. */
    taxBehavior: text("tax_behavior", { enum: TAX_BEHAVIORS }).notNull(),
    /** What the buyer paid, tax included, once paid. */
    totalMinor: integer("total_minor"),
    /** The tax in that total; null when no tax was computed. */
    taxMinor: integer("tax_minor"),
    /** The country the tax was computed for (the buyer's billing address), ISO 3166-1 alpha-2. */
    taxCountry: text("tax_country"),
    /** Stripe's reason when no tax was charged on a taxable sale, e.g. `reverse_charge` for a business buyer. */
    taxNote: text("tax_note"),
    /** What Stripe settled in US cents for the whole payment (its balance transaction), tax included. */
    settledCents: integer("settled_cents"),
    /** How much of the total has been given back, in the same currency (refunds add up; the whole total at most). */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /** The invoice Stripe issued for the payment. */
    invoiceId: text("invoice_id"),
    paidAt: integer("paid_at"),
  },
  (t) => [index("purchase_charges_tax_idx").on(t.paidAt, t.taxCountry)],
);

/** Stripe events already handled, so a replayed delivery changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: integer("received_at").notNull(),
});
