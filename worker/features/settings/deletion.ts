import { and, eq, inArray, isNotNull, notExists, or, sql } from "drizzle-orm";
import { activities } from "../../../schema/activity";
import { aiUsage } from "../../../schema/ai";
import { accountTokens, sessions, users } from "../../../schema/auth";
import { collabInvitations, collabMembers, collabProjects } from "../../../schema/collaborative";
import type { Database } from "../../../schema/db";
import { contentPipelines } from "../../../schema/global";
import { hiringMessages, opportunities } from "../../../schema/hiring";
import { works } from "../../../schema/literary";
import { discountCodes, productReviews, products, productViews, purchases } from "../../../schema/marketplace";
import { editionNotices, productEditions, updateOptOuts } from "../../../schema/marketplace-editions";
import { payoutAccounts, payouts } from "../../../schema/marketplace-payouts";
import { subscriptions } from "../../../schema/pricing";
import { kdpPackages } from "../../../schema/publishing";
import { formatCents } from "../../common/money";
import { accountDeletedEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { checkoutProvider, paymentsMode } from "../../payments/checkout";
import { balances } from "../../payments/payouts";
import { stripeClient } from "../../payments/stripe";
import { cancelSubscriptionsNow } from "../../payments/subscriptions";
import { confirmPassword } from "../auth";
import { closeProjectsOf, projectsToClose } from "../collaborative";

/** Stored objects deleted per call: R2 takes at most 1,000 keys at once. */
const KEYS_PER_DELETE = 1000;
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

/** Stops running subscriptions at Stripe first: if Stripe cannot be reached, nothing is deleted. */
async function stopSubscriptions(db: Database, env: Env, userId: string) {
  try {
    await cancelSubscriptionsNow(
      db,
      () => {
        if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured");
        return stripeClient(env.STRIPE_SECRET_KEY);
      },
      userId,
    );
  } catch (error) {
    console.error("account deletion: subscription not cancelled", error instanceof Error ? error.message : error);
    throw new ApiError(
      503,
      "billing_unreachable",
      "Your subscription could not be cancelled with Stripe just now, so nothing was deleted. Please try again later.",
    );
  }
}

/**
 * Closes the Stripe payment pages the user still has open, so no purchase completes for an account that is gone.
 * A page that completed meanwhile stays paid: its purchase is kept like any other.
 */
async function closeOpenCheckouts(db: Database, env: Env, userId: string) {
  if (paymentsMode(env) !== "stripe") return;
  const open = await db
    .select({ sessionId: purchases.providerSessionId })
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, userId),
        eq(purchases.status, "pending"),
        eq(purchases.provider, "stripe"),
        isNotNull(purchases.providerSessionId),
      ),
    )
    .limit(MAX_OPEN_CHECKOUTS);
  const checkout = checkoutProvider(env);
  await Promise.all(open.map((row) => checkout.expire(row.sessionId!)));
}

/**
 * The stored objects that go with the account: avatar, files (every edition's) and covers of products nobody bought,
 * publishing zips. A key listed twice (the newest edition's file is the product's) is deleted once and harmlessly.
 */
async function storedKeysOf(db: Database, userId: string, avatarKey: string | null) {
  const [unsold, editions, packages] = await db.batch([
    db
      .select({ key: products.fileKey, cover: products.coverKey })
      .from(products)
      .where(and(eq(products.creatorId, userId), notExists(bought(db)))),
    db
      .select({ key: productEditions.fileKey, chapters: productEditions.chaptersKey })
      .from(productEditions)
      .innerJoin(products, eq(products.id, productEditions.productId))
      .where(and(eq(products.creatorId, userId), notExists(bought(db)))),
    db
      .select({ key: kdpPackages.zipKey })
      .from(kdpPackages)
      .where(and(eq(kdpPackages.userId, userId), isNotNull(kdpPackages.zipKey))),
  ]);
  const productKeys = [
    ...unsold.flatMap((row) => [row.key, row.cover]),
    ...editions.flatMap((row) => [row.key, row.chapters]),
  ];
  const keys = [avatarKey, ...productKeys, ...packages.map((row) => row.key)];
  return [...new Set(keys)].filter((key): key is string => Boolean(key));
}

/** Any purchase of the product in the outer query, paid or not: a buyer or the ledger still points at it. */
const bought = (db: Database) => db.select({ one: sql`1` }).from(purchases).where(eq(purchases.productId, products.id));

/**
 * Every row change of a deletion, run as one batch (all or nothing). What others rely on stays, without the person:
 * products someone bought (unlisted, their file kept, the author shown as a former creator), purchases, the ledger,
 * payouts and subscriptions (their amounts), versions written in others' projects. The user row itself stays as an
 * empty tombstone those rows point to: no name, no address, no password that can match.
 */
function deletionStatements(db: Database, user: { id: string; email: string }, now: number) {
  const id = user.id;
  return [
    db.delete(sessions).where(eq(sessions.userId, id)),
    db.delete(accountTokens).where(eq(accountTokens.userId, id)),
    db.delete(collabProjects).where(eq(collabProjects.ownerId, id)),
    db.delete(collabMembers).where(eq(collabMembers.userId, id)),
    db
      .delete(collabInvitations)
      .where(or(eq(collabInvitations.invitedBy, id), eq(collabInvitations.email, user.email))),
    db.delete(works).where(eq(works.userId, id)),
    db.delete(kdpPackages).where(eq(kdpPackages.userId, id)),
    db.delete(contentPipelines).where(eq(contentPipelines.userId, id)),
    db.delete(opportunities).where(eq(opportunities.userId, id)),
    db.delete(activities).where(eq(activities.userId, id)),
    db.delete(hiringMessages).where(or(eq(hiringMessages.senderId, id), eq(hiringMessages.recipientId, id))),
    db.delete(productReviews).where(eq(productReviews.userId, id)),
    db.delete(productViews).where(eq(productViews.userId, id)),
    db.delete(editionNotices).where(eq(editionNotices.userId, id)),
    db.delete(updateOptOuts).where(eq(updateOptOuts.userId, id)),
    db.delete(discountCodes).where(eq(discountCodes.creatorId, id)),
    db.delete(products).where(and(eq(products.creatorId, id), notExists(bought(db)))),
    db
      .update(products)
      .set({
        status: "unpublished",
        author: "",
        authorBio: "",
        featured: false,
        bestseller: false,
        updatedAt: now,
      })
      .where(eq(products.creatorId, id)),
    db.delete(payoutAccounts).where(eq(payoutAccounts.userId, id)),
    db.update(aiUsage).set({ userId: null }).where(eq(aiUsage.userId, id)),
    db
      .update(subscriptions)
      .set({ status: "canceled", providerCustomerId: null })
      .where(and(eq(subscriptions.userId, id), inArray(subscriptions.status, ["pending", "active", "past_due"]))),
    db
      .update(users)
      .set({
        username: `former-${id}`,
        email: `${id}@deleted.invalid`,
        passwordHash: "deleted",
        role: "user",
        tier: "free",
        name: "Former member",
        bio: "",
        location: "",
        website: "",
        specialties: [],
        skills: [],
        hourlyRateCents: null,
        languages: [],
        avatarKey: null,
        timeZone: null,
        language: null,
        emailVerifiedAt: null,
        deletedAt: now,
      })
      .where(eq(users.id, id)),
  ] as const;
}

/**
 * Deletes the signed-in user's account, given their password: refused while earnings are owed to them; running
 * subscriptions stop at Stripe first; then every row goes or is emptied in one batch, its stored files are deleted,
 * the members of its projects are told, and the address gets a last message. No session of it can act after.
 */
export async function deleteAccount(
  db: Database,
  env: Env,
  sender: EmailSender,
  user: SessionUser,
  password: string,
  origin: string,
) {
  await confirmPassword(db, user.id, password, "password");
  await refuseWhileMoneyIsOwed(db, user.id);
  await stopSubscriptions(db, env, user.id);
  await closeOpenCheckouts(db, env, user.id);
  const [profile] = await db
    .select({ name: users.name, avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const keys = await storedKeysOf(db, user.id, profile?.avatarKey ?? null);
  const closing = await projectsToClose(db, user.id);

  await db.batch(deletionStatements(db, user, Date.now()));

  for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
    await env.BUCKET.delete(keys.slice(start, start + KEYS_PER_DELETE));
  }
  await closeProjectsOf(env, sender, closing, { id: user.id, name: profile?.name || user.username }, origin);
  await sendQuietly(sender, accountDeletedEmail(user.email, user.language, { username: user.username, link: origin }));
}
