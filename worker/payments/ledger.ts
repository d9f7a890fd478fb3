import { and, eq } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { creatorLedger, products, purchases } from "../../schema/marketplace";

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

/**
 * Marks a purchase paid and credits the creator's share, in one batch. Safe to call twice: the update only
 * moves a pending purchase, and the ledger holds at most one credit per purchase. `paidCents`, when the payment
 * provider reports it, is what was actually charged: the purchase records it and the share is taken from it.
 */
export async function markPurchasePaid(db: Database, purchaseId: string, paidCents?: number): Promise<boolean> {
  const [purchase] = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      priceCents: purchases.priceCents,
      creatorId: products.creatorId,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (purchase?.status !== "pending") return Boolean(purchase);
  const priceCents = paidCents ?? purchase.priceCents;
  const now = Date.now();
  await db.batch([
    db
      .update(purchases)
      .set({ status: "paid", paidAt: now, priceCents })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "pending"))),
    db
      .insert(creatorLedger)
      .values({
        id: crypto.randomUUID(),
        creatorId: purchase.creatorId,
        purchaseId,
        amountCents: creatorShareCents(priceCents),
        createdAt: now,
      })
      .onConflictDoNothing({ target: creatorLedger.purchaseId }),
  ]);
  return true;
}
