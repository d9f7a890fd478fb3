import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { subscriptions } from "../../../schema/pricing";
import { type BillingPeriod, type Currency, PLAN_IDS, type PlanId } from "../../../schema/pricing-enums";
import { countOf } from "../../common/number-format";
import {
  CONCURRENT_AI_JOBS,
  PLAN_EXTRAS,
  PLAN_FEATURES,
  PLAN_NAMES,
  PLAN_PRICES,
  PLAN_QUOTAS,
  type PlanExtra,
  type PlanFeature,
  PROJECT_SEATS,
  type PricedPlan,
  planIncludes,
} from "../../common/plans";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { type CheckoutProvider, taxBehaviorFor } from "../../payments/checkout";
import { startTestSubscription } from "../../payments/subscriptions";
import { localPriceMinor, minorUnits, purchasingPowerMultiplier, readRates, usdCentsFor } from "../global";

/** The pricing page's extras in English, for API readers; the page itself says them in the reader's language. */
const EXTRA_LABELS: Record<PlanExtra, string> = {
  marketplace: "Marketplace selling (80% revenue share)",
  share: "80% marketplace revenue share",
  kdp: "Premium KDP packages",
  priority: "Priority processing",
  everythingPro: "Everything in Creator Pro",
  hiring: "Global Hiring Hub access",
  factory: "Content Factory and Pipeline",
  everythingProfessional: "Everything in Professional",
  teams: "Team workspaces",
  support: "Dedicated support",
};

/** What each plan includes: the limits the server enforces, then the extras it gates (one table, `common/plans`). */

function featuresOf(plan: PlanId): string[] {
  const quota = PLAN_QUOTAS[plan];
  const amount = (n: number | null, one: string, other: string) =>
    n === null ? `Unlimited ${other}` : `${countOf(n, one, other)} a day`;
  return [
    amount(quota.literary, "Literary Studio generation", "Literary Studio generations"),
    amount(quota.humanizer, "AI Humanizer use", "AI Humanizer uses"),
    amount(quota.translation, "auto-translation", "auto-translations"),
    amount(quota.marketing, "marketing content run", "marketing content runs"),
    `${countOf(CONCURRENT_AI_JOBS[plan], "AI job", "AI jobs")} at a time`,
    `Projects with up to ${countOf(PROJECT_SEATS[plan], "member", "members")}`,
    ...PLAN_EXTRAS[plan].map((extra) => EXTRA_LABELS[extra]),
  ];
}

/**
 * What a plan includes (GET /api/pricing/features): its feature lines, its daily allowances (null: unlimited) and,
 * for each feature the server gates by plan, whether this plan has it and which plan first does.
 */
export function planFeatures(plan: PlanId) {
  return {
    tier: plan,
    name: PLAN_NAMES[plan],
    features: featuresOf(plan),
    quotas: PLAN_QUOTAS[plan],
    gated: Object.entries(PLAN_FEATURES).map(([id, feature]) => ({
      id,
      name: feature.name,
      included: planIncludes(plan, id as PlanFeature),
      from: feature.plan,
    })),
  };
}

/** The four plans priced for a currency and country: USD × rate × purchasing-power multiplier. */
export async function pricePlans(
  db: Database,
  currency: Currency,
  country: string | null,
  period: BillingPeriod,
): Promise<{ plans: PricedPlan[]; ratesAsOf: string; multiplier: number }> {
  const rates = await readRates(db);
  const rate = rates.get(currency) ?? { perUsd: 1, asOf: "" };
  const multiplier = purchasingPowerMultiplier(country);
  const plans = PLAN_IDS.map((id) => ({
    id,
    name: PLAN_NAMES[id],
    originalPrice: PLAN_PRICES[id][period],
    localPrice: localPriceMinor(PLAN_PRICES[id][period], rate.perUsd, multiplier, currency) / minorUnits(currency),
    currency,
    period,
    popular: id === "creator-pro",
    enterprise: id === "enterprise",
    features: featuresOf(id),
  }));
  return { plans, ratesAsOf: rate.asOf, multiplier };
}

export interface SubscriptionRequest {
  tierId: PlanId;
  period: BillingPeriod;
  localCurrency: Currency;
  localPrice: number;
  priceUSD: number;
  userRegion: string | null;
}

/** Subscribes at the server's price: the client's prices are only checked, never charged. */
export async function createSubscription(
  db: Database,
  checkout: CheckoutProvider,
  user: SessionUser,
  request: SubscriptionRequest,
  origin: string,
) {
  if (request.tierId === "free") throw new ApiError(400, "invalid_input", "The Free plan needs no subscription.");
  const { plans } = await pricePlans(db, request.localCurrency, request.userRegion, request.period);
  const plan = plans.find((p) => p.id === request.tierId)!;
  const rates = await readRates(db);
  const perUsd = rates.get(request.localCurrency)?.perUsd ?? 1;
  const amountMinor = Math.round(plan.localPrice * minorUnits(request.localCurrency));
  const usdCents =
    request.localCurrency === "USD" ? amountMinor : usdCentsFor(amountMinor, perUsd, request.localCurrency);
  if (Math.abs(Math.round(request.localPrice * minorUnits(request.localCurrency)) - amountMinor) > 1) {
    throw new ApiError(
      409,
      "conflict",
      `${plan.name} costs ${plan.localPrice} ${plan.currency} ${request.period === "annual" ? "a month, billed annually" : "a month"}, not ${request.localPrice}. Reload the page for current prices.`,
    );
  }
  // The buyer is billed per interval: a month, or twelve months of the annual plan's monthly price once a year.
  const months = request.period === "annual" ? 12 : 1;
  const current = await liveSubscription(db, user.id);
  if (current && !current.testMode) {
    throw new ApiError(
      409,
      "conflict",
      `You already subscribe to ${PLAN_NAMES[current.planId]}. Change or cancel it with "Manage billing" in Settings.`,
    );
  }
  const id = crypto.randomUUID();
  const started = await checkout.start({
    orderId: id,
    kind: "subscription",
    title: `${plan.name} (${request.period})`,
    amountMinor: amountMinor * months,
    currency: request.localCurrency,
    taxBehavior: taxBehaviorFor(request.localCurrency),
    interval: request.period === "annual" ? "year" : "month",
    buyerEmail: user.email,
    origin,
    idempotencyKey: `subscription-checkout:${id}`,
  });
  await db.batch([
    db.insert(subscriptions).values({
      id,
      userId: user.id,
      planId: plan.id,
      period: request.period,
      currency: request.localCurrency,
      amountMinor: amountMinor * months,
      usdCents: usdCents * months,
      status: "pending",
      testMode: checkout.name === "test",
      createdAt: Date.now(),
    }),
  ]);
  if (started.paid) await startTestSubscription(db, id);
  return {
    success: true,
    subscriptionId: id,
    status: started.paid ? "active" : "pending",
    plan: plan.id,
    testMode: checkout.name === "test",
    message: started.paid
      ? `You are on ${plan.name} (test mode: no money was charged).`
      : "Continue to checkout to pay.",
    checkoutUrl: started.paid ? undefined : started.checkoutUrl,
  };
}

/** The user's running subscription (paid for the current period, or a renewal being retried), if any. */
export async function liveSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}
