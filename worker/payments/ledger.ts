import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { creatorLedger, discountCodes, products, purchases } from "../../schema/marketplace";
import { purchaseCharges } from "../../schema/marketplace-charges";
import { logActivity } from "../activity/log";

/** Creators keep 80% of each sale. */
export const CREATOR_SHARE_PERCENT = 80;

/**
 * The creator's share of a sale in whole cents, rounded down: the creator never gets a fraction of a cent more
 * than 80%, and the platform keeps the remainder (so creator share + platform share = price, always).
 */
export function creatorShareCents(priceCents: number): number {
  return Math.floor((priceCents * CREATOR_SHARE_PERCENT) / 100);
}

export function platformShareCents(priceCents: number): number {
  return priceCents - creatorShareCents(priceCents);
}

/** A purchase as the money paths see it, with the creator who sold it. */
export async function findSale(db: Database, purchaseId: string) {
  const [sale] = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      priceCents: purchases.priceCents,
      testMode: purchases.testMode,
      discountCodeId: purchases.discountCodeId,
      provider: purchases.provider,
      providerPaymentId: purchases.providerPaymentId,
      paidAt: purchases.paidAt,
      creatorId: products.creatorId,
      buyerId: purchases.buyerId,
      productTitle: products.title,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  return sale;
}

/** The purchase a provider's payment (a Stripe PaymentIntent) paid for. */
export async function purchaseForPayment(db: Database, paymentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.providerPaymentId, paymentId))
    .limit(1);
  return row?.id;
}

export interface Payment {
  /**
   * What the sale brought in, in US cents without tax (what the provider settled, less the tax in it); the purchase
   * records it and the creator's share is taken from it.
   */
  paidCents?: number;
  /** The provider's payment id, which its refund and dispute events name. */
  paymentId?: string | null;
  /** What the buyer was charged in their currency, written to the purchase's charge. */
  charge?: ChargeOutcome;
}

/** A payment as the buyer paid it: its total and tax in their currency, and what Stripe settled and invoiced. */
export interface ChargeOutcome {
  totalMinor: number;
  taxMinor: number | null;
  taxCountry?: string | null;
  taxNote?: string | null;
  settledCents?: number | null;
  invoiceId?: string | null;
}

/**
 * Marks a purchase paid, credits the creator's share and counts the use of its discount code, in one batch. Safe
 * to call twice: every statement only acts while the purchase is pending, and the ledger holds one sale per purchase.
 * True when this call is the one that made it paid (so its receipt is sent once).
 */
export async function markPurchasePaid(db: Database, purchaseId: string, payment: Payment = {}): Promise<boolean> {
  const sale = await findSale(db, purchaseId);
  if (sale?.status !== "pending") return false;
  const priceCents = payment.paidCents ?? sale.priceCents;
  const now = Date.now();
  const stillPending = and(eq(purchases.id, purchaseId), eq(purchases.status, "pending"));
  // The code's use is counted first, while the purchase is still pending, so a repeated call counts nothing.
  const countCodeUse = sale.discountCodeId
    ? [
        db
          .update(discountCodes)
          .set({ uses: sql`${discountCodes.uses} + 1` })
          .where(
            and(
              eq(discountCodes.id, sale.discountCodeId),
              sql`exists (select 1 from ${purchases} where ${stillPending})`,
            ),
          ),
      ]
    : [];
  const results = await db.batch([
    db
      .insert(creatorLedger)
      .values({
        id: crypto.randomUUID(),
        creatorId: sale.creatorId,
        kind: "sale",
        purchaseId,
        amountCents: creatorShareCents(priceCents),
        testMode: sale.testMode,
        createdAt: now,
      })
      .onConflictDoNothing(),
    ...countCodeUse,
    ...(payment.charge
      ? [
          db
            .update(purchaseCharges)
            .set({ ...payment.charge, paidAt: now })
            .where(
              and(
                eq(purchaseCharges.purchaseId, purchaseId),
                sql`exists (select 1 from ${purchases} where ${stillPending})`,
              ),
            ),
        ]
      : []),
    db
      .update(purchases)
      .set({
        status: "paid",
        paidAt: now,
        priceCents,
        providerPaymentId: payment.paymentId ?? null,
        codeHeldUntil: null,
      })
      .where(stillPending)
      .returning({ id: purchases.id }),
  ]);
  const paidNow = (results.at(-1) as { id: string }[]).length > 0;
  if (paidNow) {
    await logActivity(db, { userId: sale.creatorId, kind: "sale", subject: sale.productTitle, link: "/my-products" });
    await logActivity(db, {
      userId: sale.buyerId,
      kind: "purchase",
      subject: sale.productTitle,
      link: `/receipt/${purchaseId}`,
    });
  }
  return paidNow;
}

/**
 * Records that `refundedMinor` of a payment of `paidMinor` (in the currency the buyer paid, tax included) went back
 * to the buyer, as the provider reports it (a running total, so a repeated or later partial refund replaces the
 * earlier figure). The creator is debited the share of the same part of what the sale brought in; a full refund
 * reverses it exactly and takes the download away. True when this call made the purchase refunded.
 */
export async function recordRefund(
  db: Database,
  purchaseId: string,
  { refundedMinor, paidMinor }: { refundedMinor: number; paidMinor: number },
): Promise<boolean> {
  const sale = await findSale(db, purchaseId);
  if (!sale || sale.status === "pending") return false;
  const part = paidMinor > 0 ? Math.min(1, Math.max(0, refundedMinor / paidMinor)) : 1;
  const refunded = Math.round(sale.priceCents * part);
  const debit = creatorShareCents(sale.priceCents) - creatorShareCents(sale.priceCents - refunded);
  const now = Date.now();
  const results = await db.batch([
    db
      .insert(creatorLedger)
      .values({
        id: crypto.randomUUID(),
        creatorId: sale.creatorId,
        kind: "refund",
        purchaseId,
        amountCents: -debit,
        testMode: sale.testMode,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: [creatorLedger.purchaseId, creatorLedger.kind], set: { amountCents: -debit } }),
    db
      .update(purchaseCharges)
      .set({
        refundedMinor: sql`round(coalesce(${purchaseCharges.totalMinor}, ${purchaseCharges.amountMinor}) * ${part})`,
      })
      .where(eq(purchaseCharges.purchaseId, purchaseId)),
    ...(refunded === sale.priceCents
      ? [
          db
            .update(purchases)
            .set({ status: "refunded", refundedAt: now })
            .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, ["paid", "disputed"])))
            .returning({ id: purchases.id }),
        ]
      : []),
  ]);
  return refunded === sale.priceCents && (results.at(-1) as { id: string }[]).length > 0;
}

/**
 * The buyer's bank disputes the payment: the download is suspended and the creator's share so far is held (debited)
 * until the dispute closes.
 */
export async function holdForDispute(db: Database, purchaseId: string): Promise<boolean> {
  const sale = await findSale(db, purchaseId);
  if (sale?.status !== "paid") return false;
  const [net] = await db
    .select({ cents: sql<number>`coalesce(sum(${creatorLedger.amountCents}), 0)` })
    .from(creatorLedger)
    .where(and(eq(creatorLedger.purchaseId, purchaseId), inArray(creatorLedger.kind, ["sale", "refund"])));
  await db.batch([
    db
      .insert(creatorLedger)
      .values({
        id: crypto.randomUUID(),
        creatorId: sale.creatorId,
        kind: "dispute_hold",
        purchaseId,
        amountCents: -Number(net?.cents ?? 0),
        testMode: sale.testMode,
        createdAt: Date.now(),
      })
      .onConflictDoNothing(),
    db
      .update(purchases)
      .set({ status: "disputed" })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "paid"))),
  ]);
  return true;
}

/**
 * A dispute closed. Won: the hold is released and the download comes back. Lost: the money went back to the
 * buyer, so the hold stands and the purchase counts as refunded.
 */
export async function closeDispute(db: Database, purchaseId: string, won: boolean): Promise<boolean> {
  const sale = await findSale(db, purchaseId);
  if (sale?.status !== "disputed") return false;
  const now = Date.now();
  const disputed = and(eq(purchases.id, purchaseId), eq(purchases.status, "disputed"));
  if (!won) {
    await db.update(purchases).set({ status: "refunded", refundedAt: now }).where(disputed);
    return true;
  }
  const [hold] = await db
    .select({ cents: creatorLedger.amountCents })
    .from(creatorLedger)
    .where(and(eq(creatorLedger.purchaseId, purchaseId), eq(creatorLedger.kind, "dispute_hold")))
    .limit(1);
  await db.batch([
    db
      .insert(creatorLedger)
      .values({
        id: crypto.randomUUID(),
        creatorId: sale.creatorId,
        kind: "dispute_release",
        purchaseId,
        amountCents: -(hold?.cents ?? 0),
        testMode: sale.testMode,
        createdAt: now,
      })
      .onConflictDoNothing(),
    db.update(purchases).set({ status: "paid" }).where(disputed),
  ]);
  return true;
}
