import { and, eq } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { purchases } from "../../schema/marketplace";
import { purchaseCharges } from "../../schema/marketplace-charges";

/** The terms a purchase's checkout was opened with (currency, rate, amount, tax behaviour), if any. */
export async function purchaseCharge(db: Database, purchaseId: string) {
  const [charge] = await db
    .select({
      currency: purchaseCharges.currency,
      perUsd: purchaseCharges.perUsd,
      amountMinor: purchaseCharges.amountMinor,
      taxBehavior: purchaseCharges.taxBehavior,
    })
    .from(purchaseCharges)
    .where(eq(purchaseCharges.purchaseId, purchaseId));
  return charge;
}

/** The amount and currency a purchase's checkout asked, before tax; dollars at its price for one without a charge. */
export async function askedCharge(db: Database, sale: { id: string; priceCents: number }) {
  return (await purchaseCharge(db, sale.id)) ?? { currency: "USD" as const, amountMinor: sale.priceCents };
}

/**
 * A payment page that closed unpaid (Stripe expired it): the purchase forgets the session and gives back the use of
 * its discount code, so another buyer can use it.
 */
export async function closeUnpaidCheckout(db: Database, purchaseId: string, sessionId: string) {
  await db
    .update(purchases)
    .set({ providerSessionId: null, codeHeldUntil: null })
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.providerSessionId, sessionId), eq(purchases.status, "pending")),
    );
}

/**
 * What the provider charged did not match what the purchase asked (amount or currency): nothing is granted, the
 * payment is recorded on the purchase for the operator, and the buyer cannot pay for it again meanwhile.
 */
export async function holdForReview(
  db: Database,
  purchaseId: string,
  asked: { amountMinor: number; currency: string },
  paid: { amountMinor: number | null; currency: string | null; paymentId?: string | null },
) {
  const reason = `Charged ${paid.amountMinor ?? "an unknown amount"} ${paid.currency ?? "?"} before tax; the purchase asked ${asked.amountMinor} ${asked.currency.toLowerCase()}.`;
  await db
    .update(purchases)
    .set({ paymentReview: reason, providerPaymentId: paid.paymentId ?? null, codeHeldUntil: null })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "pending")));
  console.error(`payment held for review: purchase ${purchaseId}: ${reason}`);
}
