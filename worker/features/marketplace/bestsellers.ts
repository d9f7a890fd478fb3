import { and, asc, count, desc, eq, gte, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";

/** The bestseller mark: among the BESTSELLER_RANK best sellers of the last BESTSELLER_WINDOW_DAYS days. */
export const BESTSELLER_WINDOW_DAYS = 30;
export const BESTSELLER_RANK = 10;
/** A product needs at least this many real sales in the window, so a quiet week crowns nobody. */
export const BESTSELLER_MIN_SALES = 5;

/**
 * Marks the products that earn "Bestseller" now and clears the mark from those that no longer do. Only real paid
 * sales count (a test-mode sale moves no money); a refunded or disputed sale is no longer paid, so it stops counting.
 * The daily job runs this for every catalogue, the seeded demo one included, so the mark is always earned.
 */
export async function refreshBestsellers(
  db: Database,
  now = Date.now(),
  rule = { rank: BESTSELLER_RANK, minSales: BESTSELLER_MIN_SALES },
) {
  const since = now - BESTSELLER_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const ranked = db
    .select({ id: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.status, "paid"), eq(purchases.testMode, false), gte(purchases.paidAt, since)))
    .groupBy(purchases.productId)
    .having(gte(count(), rule.minSales))
    .orderBy(desc(count()), asc(purchases.productId))
    .limit(rule.rank);
  const [cleared, marked] = await db.batch([
    db
      .update(products)
      .set({ bestseller: false })
      .where(and(eq(products.bestseller, true), notInArray(products.id, ranked)))
      .returning({ id: products.id }),
    db
      .update(products)
      .set({ bestseller: true })
      .where(and(eq(products.bestseller, false), inArray(products.id, ranked)))
      .returning({ id: products.id }),
  ]);
  return { cleared: cleared.length, marked: marked.length };
}
