import { and, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { productReviews, purchases } from "../../../schema/marketplace";
import { ApiError } from "../../http/errors";

/** A buyer's rating of a product they paid for; reviewing again replaces their earlier review. */
export async function addReview(
  db: Database,
  userId: string,
  productId: number,
  input: { rating: number; body: string },
) {
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.productId, productId), eq(purchases.buyerId, userId), eq(purchases.status, "paid")))
    .limit(1);
  if (!purchase) throw new ApiError(403, "forbidden", "Only buyers of this product can review it.");
  const [review] = await db
    .insert(productReviews)
    .values({
      id: crypto.randomUUID(),
      productId,
      userId,
      rating: input.rating,
      body: input.body,
      createdAt: Date.now(),
    })
    .onConflictDoUpdate({
      target: [productReviews.userId, productReviews.productId],
      set: { rating: input.rating, body: input.body },
    })
    .returning();
  return review!;
}
