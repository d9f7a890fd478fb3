import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import type { Currency } from "../../../schema/pricing-enums";
import { dollarsInMinor, formatMinor, MINIMUM_CHARGE_MINOR } from "../../common/money";
import { ApiError } from "../../http/errors";
import { taxBehaviorFor } from "../../payments/checkout";
import { usdCentsFor } from "../global";
import { checkoutCurrency } from "./buyer-currency";

export type Charge = Pick<typeof purchaseCharges.$inferSelect, "currency" | "perUsd" | "amountMinor" | "taxBehavior">;

/**
 * What a purchase at `priceCents` (dollars, after any code) charges: the buyer's currency, the rate fixed for this
 * checkout, and the price the product page showed in that currency (rounded as shops there show prices).
 */
export async function priceCharge(
  db: Database,
  priceCents: number,
  chosen: Currency | undefined,
  country: string | null,
  anyCurrency = false,
): Promise<Charge> {
  const { currency, perUsd } = await checkoutCurrency(db, chosen, country, anyCurrency);
  const amountMinor = dollarsInMinor(priceCents, perUsd, currency);
  const minimum = MINIMUM_CHARGE_MINOR[currency];
  if (priceCents > 0 && minimum !== undefined && amountMinor < minimum) {
    const message = `Card payments in ${currency} start at ${formatMinor(minimum, currency)}: pay in US dollars.`;
    throw new ApiError(400, "invalid_input", message, { currency: [message] });
  }
  return { currency, perUsd, amountMinor, taxBehavior: taxBehaviorFor(currency) };
}

export const sameCharge = (a: Charge | undefined, b: Charge) =>
  a?.currency === b.currency && a.amountMinor === b.amountMinor && a.taxBehavior === b.taxBehavior;

/** Sets the charge of a purchase that is still pending (a new checkout replaces the terms of an abandoned one). */
export function saveCharge(db: Database, purchaseId: string, charge: Charge) {
  const pending = sql`exists (select 1 from ${purchases} where ${and(eq(purchases.id, purchaseId), eq(purchases.status, "pending"))})`;
  return db
    .insert(purchaseCharges)
    .values({ purchaseId, ...charge })
    .onConflictDoUpdate({
      target: purchaseCharges.purchaseId,
      set: { ...charge, totalMinor: null, taxMinor: null, taxCountry: null, taxNote: null, settledCents: null },
      setWhere: pending,
    });
}

/**
 * A charge paid without Stripe (test mode, where no tax is computed and none is invented): the buyer's amount is
 * the total, and what it brings in is that amount at the checkout's rate, in US cents.
 */
export function paidWithoutStripe(charge: Charge) {
  const usdCents =
    charge.currency === "USD" ? charge.amountMinor : usdCentsFor(charge.amountMinor, charge.perUsd, charge.currency);
  return { paidCents: usdCents, charge: { totalMinor: charge.amountMinor, taxMinor: null, settledCents: usdCents } };
}
