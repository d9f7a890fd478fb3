import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { users } from "../../schema/auth";
import type { Database } from "../../schema/db";
import { subscriptions } from "../../schema/pricing";
import type { BillingPeriod, SubscriptionStatus } from "../../schema/pricing-enums";
import { idOf, type Stripe } from "./stripe";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A renewal Stripe is still retrying keeps the plan this long past the period's end before it lapses. */
export const RENEWAL_GRACE_MS = 3 * DAY_MS;

/** The end of a period that starts at `from`: one calendar month or year later (UTC). */
export function periodEnd(from: number, period: BillingPeriod): number {
  const date = new Date(from);
  if (period === "annual") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

type Subscription = typeof subscriptions.$inferSelect;

async function findSubscription(db: Database, ourId: string | undefined, stripeId: string | undefined) {
  const match = [
    ...(ourId ? [eq(subscriptions.id, ourId)] : []),
    ...(stripeId ? [eq(subscriptions.providerSubscriptionId, stripeId)] : []),
  ];
  if (match.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(or(...match))
    .limit(1);
  return row;
}

/** Writes a subscription's new state, and the user's plan with it: the plan while it runs, free once it has ended. */
async function saveSubscription(db: Database, subscription: Subscription, changes: Partial<Subscription>) {
  const next = { ...subscription, ...changes };
  const planHolds = next.status === "active" || next.status === "past_due";
  // A test subscription a newer one replaces ends now (a real one is never replaced: a second is refused).
  const replaced = db
    .update(subscriptions)
    .set({ status: "canceled" })
    .where(
      and(
        eq(subscriptions.userId, next.userId),
        sql`${subscriptions.id} <> ${next.id}`,
        eq(subscriptions.testMode, true),
        inArray(subscriptions.status, ["active", "past_due"]),
        sql`${subscriptions.createdAt} < ${next.createdAt}`,
      ),
    );
  await db.batch([
    db.update(subscriptions).set(changes).where(eq(subscriptions.id, subscription.id)),
    ...(next.status === "active" ? [replaced] : []),
    planHolds
      ? db.update(users).set({ tier: next.planId }).where(eq(users.id, next.userId))
      : // Only the plan this subscription gave is taken back; a newer subscription's plan stays.
        db
          .update(users)
          .set({ tier: "free" })
          .where(
            and(
              eq(users.id, next.userId),
              sql`not exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${next.userId}
                and ${subscriptions.id} <> ${next.id} and ${subscriptions.status} in ('active', 'past_due'))`,
            ),
          ),
  ]);
}

/**
 * Checkout finished: the subscription is linked to Stripe's and runs. Its period's end comes with the first invoice
 * (`invoice.paid`, sent with every subscription checkout), never from a guess here. A subscription that ended before
 * its checkout finished (its account was deleted meanwhile) does not start: Stripe's id is returned, to be cancelled.
 */
export async function completeSubscriptionCheckout(db: Database, session: Stripe.Checkout.Session) {
  const subscription = await findSubscription(
    db,
    session.metadata?.subscriptionId ?? session.client_reference_id ?? undefined,
    idOf(session.subscription),
  );
  if (!subscription) return null;
  const providerSubscriptionId = idOf(session.subscription) ?? null;
  if (subscription.status === "canceled") return providerSubscriptionId;
  await saveSubscription(db, subscription, {
    providerSubscriptionId,
    providerCustomerId: idOf(session.customer) ?? null,
    ...(subscription.status === "pending" ? { status: "active" } : {}),
  });
  return null;
}

/** A renewal invoice was paid (the plan runs to the invoiced period's end) or failed (past due until it ends). */
export type PlanNotice = { kind: "renewed" | "failed"; subscriptionId: string } | null;

/**
 * A renewal invoice was paid (the plan runs to the invoiced period's end) or failed (past due until it ends).
 * Returns what the subscriber should be told: a paid renewal (not the first payment, which checkout confirms), or
 * the first failure of a running plan.
 */
export async function applySubscriptionInvoice(
  db: Database,
  invoice: Stripe.Invoice,
  paid: boolean,
): Promise<PlanNotice> {
  const details = invoice.parent?.subscription_details;
  const subscription = await findSubscription(db, details?.metadata?.subscriptionId, idOf(details?.subscription));
  if (!subscription) return null;
  // A failed renewal of an ended subscription changes nothing; a paid one (Stripe bills only live ones) revives it.
  if (!paid) {
    if (subscription.status !== "active") return null;
    await saveSubscription(db, subscription, { status: "past_due" });
    return { kind: "failed", subscriptionId: subscription.id };
  }
  // Nothing is granted for a payment other than the plan's: another currency, or less than its price.
  if (invoice.currency !== subscription.currency.toLowerCase() || invoice.amount_paid < subscription.amountMinor) {
    console.error(
      `plan payment held for review: subscription ${subscription.id}: paid ${invoice.amount_paid} ${invoice.currency}, the plan asks ${subscription.amountMinor} ${subscription.currency}`,
    );
    return null;
  }
  const ends = Math.max(0, ...invoice.lines.data.map((line) => line.period.end)) * 1000;
  await saveSubscription(db, subscription, {
    status: "active",
    currentPeriodEnd: Math.max(ends, subscription.currentPeriodEnd ?? 0) || periodEnd(Date.now(), subscription.period),
    providerCustomerId: subscription.providerCustomerId ?? idOf(invoice.customer) ?? null,
  });
  return invoice.billing_reason === "subscription_cycle" ? { kind: "renewed", subscriptionId: subscription.id } : null;
}

const STRIPE_STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
};

/** Stripe changed a subscription (cancelled at the period's end, renewed, ended): the row and the plan follow it. */
export async function applyStripeSubscription(db: Database, stripeSubscription: Stripe.Subscription) {
  const subscription = await findSubscription(db, stripeSubscription.metadata?.subscriptionId, stripeSubscription.id);
  if (!subscription) return;
  const status = STRIPE_STATUS[stripeSubscription.status];
  const periodEnds = stripeSubscription.items.data[0]?.current_period_end;
  await saveSubscription(db, subscription, {
    ...(status ? { status } : {}),
    cancelAtPeriodEnd: stripeSubscription.cancel_at_period_end,
    providerSubscriptionId: stripeSubscription.id,
    ...(periodEnds ? { currentPeriodEnd: periodEnds * 1000 } : {}),
  });
}

/** Test mode: a subscription is paid at once and runs for one period, as a paid Stripe invoice would make it. */
export async function startTestSubscription(db: Database, subscriptionId: string, now = Date.now()) {
  const subscription = await findSubscription(db, subscriptionId, undefined);
  if (!subscription) return;
  await saveSubscription(db, subscription, { status: "active", currentPeriodEnd: periodEnd(now, subscription.period) });
}

/**
 * The daily run of the lifecycle Stripe's own clock drives: test subscriptions renew at their period's end unless
 * cancelled; a subscription cancelled at its period's end, or (Stripe) left unpaid past the grace, lapses to free.
 */
export async function advanceSubscriptions(db: Database, now = Date.now()) {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "past_due"]),
        isNotNull(subscriptions.currentPeriodEnd),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(500);
  let renewed = 0;
  let lapsed = 0;
  for (const subscription of due) {
    const end = subscription.currentPeriodEnd!;
    if (subscription.testMode && !subscription.cancelAtPeriodEnd) {
      await saveSubscription(db, subscription, {
        status: "active",
        currentPeriodEnd: periodEnd(end, subscription.period),
      });
      renewed += 1;
    } else if (subscription.testMode || subscription.cancelAtPeriodEnd || end + RENEWAL_GRACE_MS <= now) {
      await saveSubscription(db, subscription, { status: "canceled" });
      lapsed += 1;
    }
  }
  return { renewed, lapsed };
}

/**
 * Stops every running Stripe subscription of a user at once (their account is being deleted), so nothing is charged
 * again. Stripe is asked first; if it cannot be reached the caller stops too, rather than leave a card being charged
 * for an account that no longer exists. Test subscriptions charge nothing and need no call.
 */
export async function cancelSubscriptionsNow(db: Database, stripe: () => Stripe, userId: string) {
  const running = await db
    .select({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])));
  for (const subscription of running) {
    if (subscription.providerSubscriptionId) {
      await stripe().subscriptions.cancel(
        subscription.providerSubscriptionId,
        {},
        { idempotencyKey: `cancel-${subscription.id}` },
      );
    }
  }
  return running.length;
}
