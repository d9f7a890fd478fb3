import { and, count, desc, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { productReviews, products, purchases } from "../../../schema/marketplace";
import { avatarUrl } from "../../common/avatars";
import { ApiError } from "../../http/errors";

export const REVIEWS_PAGE_SIZE = 10;

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
  const now = Date.now();
  const [review] = await db
    .insert(productReviews)
    .values({
      id: crypto.randomUUID(),
      productId,
      userId,
      rating: input.rating,
      body: input.body,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [productReviews.userId, productReviews.productId],
      set: { rating: input.rating, body: input.body, updatedAt: now },
    })
    .returning();
  return review!;
}

const reviewFields = {
  id: productReviews.id,
  rating: productReviews.rating,
  body: productReviews.body,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  replyBody: productReviews.replyBody,
  repliedAt: productReviews.repliedAt,
  reviewerName: users.name,
  reviewerUsername: users.username,
  reviewerAvatarKey: users.avatarKey,
};

interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  createdAt: number;
  updatedAt: number | null;
  replyBody: string | null;
  repliedAt: number | null;
  reviewerName: string;
  reviewerUsername: string;
  reviewerAvatarKey: string | null;
}

/** A review as the product page shows it: the reviewer by the name they chose, never by e-mail or id. */
function toReview(row: ReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt,
    edited: row.updatedAt !== null,
    reviewer: { name: row.reviewerName || row.reviewerUsername, avatarUrl: avatarUrl(row.reviewerAvatarKey) },
    reply: row.replyBody === null ? null : { body: row.replyBody, createdAt: row.repliedAt },
  };
}

/**
 * A page of a product's reviews, newest first, with the count of each star rating and, for a signed-in viewer,
 * their own review wherever it falls.
 */
export async function listReviews(db: Database, productId: number, page: number, viewerId: string | null) {
  const byProduct = eq(productReviews.productId, productId);
  const [rows, histogramRows, mine] = await db.batch([
    db
      .select(reviewFields)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(byProduct)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ rating: productReviews.rating, n: count() })
      .from(productReviews)
      .where(byProduct)
      .groupBy(productReviews.rating),
    db
      .select(reviewFields)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(and(byProduct, eq(productReviews.userId, viewerId ?? "")))
      .limit(1),
  ]);
  const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  for (const { rating, n } of histogramRows) histogram[rating as 1 | 2 | 3 | 4 | 5] = n;
  const total = histogramRows.reduce((sum, row) => sum + row.n, 0);
  const average = total ? histogramRows.reduce((sum, row) => sum + row.rating * row.n, 0) / total : null;
  return {
    reviews: rows.map(toReview),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
    histogram,
    average: average === null ? null : Math.round(average * 10) / 10,
    mine: mine[0] ? toReview(mine[0]) : null,
  };
}

/** The product's creator answers a review, once; anyone else gets the 404 of a review that does not exist. */
/** A product's reviews answer (GET /item/:id/reviews): a page of them, and whether the viewer may reply (its creator). */
export async function reviewsAnswer(
  db: Database,
  product: { id: number; creatorId: string },
  page: number,
  viewerId: string | null,
) {
  return {
    success: true as const,
    ...(await listReviews(db, product.id, page, viewerId)),
    canReply: viewerId === product.creatorId,
  };
}

export async function replyToReview(db: Database, creatorId: string, reviewId: string, body: string) {
  const [review] = await db
    .select({ id: productReviews.id, repliedAt: productReviews.repliedAt })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(productReviews.id, reviewId), eq(products.creatorId, creatorId)))
    .limit(1);
  if (!review) throw new ApiError(404, "not_found", "No such review of one of your products.");
  // The condition makes a second reply lose even when two arrive at once.
  const [saved] = await db
    .update(productReviews)
    .set({ replyBody: body, repliedAt: Date.now() })
    .where(and(eq(productReviews.id, reviewId), isNull(productReviews.repliedAt)))
    .returning({ replyBody: productReviews.replyBody, repliedAt: productReviews.repliedAt });
  if (!saved) throw new ApiError(409, "conflict", "You have already replied to this review.");
  return { body: saved.replyBody!, createdAt: saved.repliedAt! };
}

/** How many recent reviews the landing page looks through to find quotes by different buyers. */
const PRAISE_CANDIDATES = 60;

/**
 * The landing page's quotes: recent reviews of four or five stars with a sentence or more, of published products,
 * each by a different buyer, and never by someone who sells in the marketplace (a seller's praise is not a buyer's).
 */
export async function recentPraise(db: Database, limit = 3) {
  const sellers = db.select({ id: products.creatorId }).from(products).where(eq(products.status, "published"));
  const rows = await db
    .select({
      ...reviewFields,
      reviewerId: productReviews.userId,
      productTitle: products.title,
      productSlug: products.slug,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(
      and(
        eq(products.status, "published"),
        gte(productReviews.rating, 4),
        sql`length(${productReviews.body}) >= 30`,
        notInArray(productReviews.userId, sellers),
      ),
    )
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(PRAISE_CANDIDATES);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.reviewerId) && seen.add(row.reviewerId))
    .slice(0, limit)
    .map(({ reviewerId: _, ...row }) => ({
      ...toReview(row),
      product: { title: row.productTitle, slug: row.productSlug },
    }));
}

/** One of the landing page's quotes. */
export type Praise = Awaited<ReturnType<typeof recentPraise>>[number];
