import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { subscriptions } from "../../../schema/pricing";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { stripeClient } from "../../payments/stripe";
import { liveSubscription } from "./service";

/** The user's running subscription as Settings shows it: plan, price, renewal date and whether it will renew. */
export async function currentBilling(db: Database, userId: string) {
  const subscription = await liveSubscription(db, userId);
  if (!subscription) return null;
  return {
    id: subscription.id,
    planId: subscription.planId,
    period: subscription.period,
    status: subscription.status,
    currency: subscription.currency,
    amountMinor: subscription.amountMinor,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    testMode: subscription.testMode,
    /** Stripe's customer portal can change or cancel it; a test subscription is managed here. */
    portal: !subscription.testMode && subscription.providerCustomerId !== null,
  };
}

async function mustHaveSubscription(db: Database, userId: string) {
  const subscription = await liveSubscription(db, userId);
  if (!subscription) throw new ApiError(404, "not_found", "You have no running subscription.");
  return subscription;
}

function stripeFor(env: Env) {
  if (!env.STRIPE_SECRET_KEY) {
    throw new ApiError(503, "payments_unavailable", "Stripe is not configured, so billing cannot be changed here.");
  }
  return stripeClient(env.STRIPE_SECRET_KEY);
}

/** A page of Stripe's customer portal, where the subscriber changes plan, card or cancels; it returns to Settings. */
export async function openBillingPortal(db: Database, env: Env, userId: string, origin: string) {
  const subscription = await mustHaveSubscription(db, userId);
  if (subscription.testMode || !subscription.providerCustomerId) {
    throw new ApiError(409, "conflict", "A test-mode subscription has no billing portal; cancel it from Settings.");
  }
  const session = await stripeFor(env).billingPortal.sessions.create({
    customer: subscription.providerCustomerId,
    return_url: `${origin}/settings`,
  });
  return session.url;
}

/**
 * Stops (or resumes) the renewal: the plan stays until the paid period ends. For a Stripe subscription Stripe is told
 * first, and its `customer.subscription.updated` event confirms the same change.
 */
export async function setRenewal(db: Database, env: Env, userId: string, renew: boolean) {
  const subscription = await mustHaveSubscription(db, userId);
  if (!subscription.testMode) {
    if (!subscription.providerSubscriptionId) {
      throw new ApiError(409, "conflict", "This subscription's checkout has not finished yet. Try again in a minute.");
    }
    await stripeFor(env).subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: !renew });
  }
  await db.update(subscriptions).set({ cancelAtPeriodEnd: !renew }).where(eq(subscriptions.id, subscription.id));
  return currentBilling(db, userId);
}
