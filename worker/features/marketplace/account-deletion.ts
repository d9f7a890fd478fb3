import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { discountCodes, productReviews, products, productViews, purchases } from "../../../schema/marketplace";
import { editionNotices, productEditions, updateOptOuts } from "../../../schema/marketplace-editions";
import { payoutAccounts, payouts } from "../../../schema/marketplace-payouts";
import type { DeletionContext, DeletionPart } from "../../account-data";
import { formatCents } from "../../common/money";
import { ApiError } from "../../http/errors";
import { checkoutProvider, paymentsMode } from "../../payments/checkout";
import { balances } from "../../payments/payouts";

/** Open payment pages closed at most: a checkout is opened once per product, so a buyer has few. */
const MAX_OPEN_CHECKOUTS = 50;

/** Money still owed to the creator, or on its way, stops the deletion: it must reach them first. */
async function refuseWhileMoneyIsOwed(db: Database, userId: string) {
  const [inFlight] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.creatorId, userId), eq(payouts.status, "pending")))
    .limit(1);
  if (inFlight) {
    throw new ApiError(
      409,
      "earnings_unpaid",
      "A payout to you is on its way. Delete your account once it has arrived.",
    );
  }
  const live = await balances(db, userId, false);
  const owed = live.availableCents + live.pendingCents;
  if (owed > 0) {
    throw new ApiError(
      409,
      "earnings_unpaid",
      `You have ${formatCents(owed, "en")} of earnings not paid out yet. They are paid to your connected account once due; delete your account after that.`,
    );
  }
}

/**
 * Before anything changes: refused while earnings are owed, and the Stripe payment pages the member still has open
 * are closed, so no purchase completes for an account that is gone (one that completed meanwhile stays paid).
 */
export async function beforeMarketplaceDeletion({ db, env, user }: DeletionContext) {
  await refuseWhileMoneyIsOwed(db, user.id);
  if (paymentsMode(env) !== "stripe") return;
  const open = await db
    .select({ sessionId: purchases.providerSessionId })
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, user.id),
        eq(purchases.status, "pending"),
        eq(purchases.provider, "stripe"),
        isNotNull(purchases.providerSessionId),
      ),
    )
    .limit(MAX_OPEN_CHECKOUTS);
  const checkout = checkoutProvider(env);
  await Promise.all(open.map((row) => checkout.expire(row.sessionId!)));
}

/** Any purchase of the product in the outer query, paid or not: a buyer or the ledger still points at it. */
const bought = (db: Database) => db.select({ one: sql`1` }).from(purchases).where(eq(purchases.productId, products.id));

/** The files (every edition's, with its chapters) and covers of the products nobody bought. */
async function unsoldFiles(db: Database, userId: string) {
  const [unsold, editions] = await db.batch([
    db
      .select({ key: products.fileKey, cover: products.coverKey })
      .from(products)
      .where(and(eq(products.creatorId, userId), notExists(bought(db)))),
    db
      .select({ key: productEditions.fileKey, chapters: productEditions.chaptersKey })
      .from(productEditions)
      .innerJoin(products, eq(products.id, productEditions.productId))
      .where(and(eq(products.creatorId, userId), notExists(bought(db)))),
  ]);
  const keys = [
    ...unsold.flatMap((row) => [row.key, row.cover]),
    ...editions.flatMap((row) => [row.key, row.chapters]),
  ];
  return keys.filter((key): key is string => Boolean(key));
}

/**
 * What goes: reviews, views, edition notices and choices, discount codes, products nobody bought (with their files)
 * and the payout account. What stays for those who rely on it: a product someone bought (unlisted, its file kept,
 * the author shown as a former creator), purchases, the ledger and payouts with their amounts.
 */
export async function marketplaceDeletion({ db, user, now }: DeletionContext): Promise<DeletionPart> {
  const id = user.id;
  return {
    statements: [
      db.delete(productReviews).where(eq(productReviews.userId, id)),
      db.delete(productViews).where(eq(productViews.userId, id)),
      db.delete(editionNotices).where(eq(editionNotices.userId, id)),
      db.delete(updateOptOuts).where(eq(updateOptOuts.userId, id)),
      db.delete(discountCodes).where(eq(discountCodes.creatorId, id)),
      db.delete(products).where(and(eq(products.creatorId, id), notExists(bought(db)))),
      db
        .update(products)
        .set({ status: "unpublished", author: "", authorBio: "", featured: false, bestseller: false, updatedAt: now })
        .where(eq(products.creatorId, id)),
      db.delete(payoutAccounts).where(eq(payoutAccounts.userId, id)),
    ],
    storedKeys: await unsoldFiles(db, id),
  };
}
