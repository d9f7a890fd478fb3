import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { subscriptionRoutes } from "../features/pricing/routes";
import { apiClient, authClient, registerAccount } from "./client";
import { stripeEvent } from "./stripe-events";

/** Plans as a signed-in user buys them, and Stripe's subscription events, for the tests of Stripe subscriptions. */
export const subscribe = (cookie: string) =>
  apiClient<typeof subscriptionRoutes>("/api/create-subscription", { cookie });
export const tier = async (cookie: string) => (await (await authClient({ cookie }).me.$get()).json()).user?.tier;
export const creatorPro = {
  tierId: "creator-pro" as const,
  priceUSD: 99,
  localPrice: 99,
  localCurrency: "USD" as const,
};

/** Subscribes through Checkout; returns our id and the Stripe ids the events will carry. */
export async function subscribeThroughStripe(json: Record<string, unknown> = creatorPro) {
  const { cookie, body } = await registerAccount();
  const response = await subscribe(cookie).index.$post({ json: json as never });
  const answer = await response.json();
  expect(answer).toMatchObject({ status: "pending", checkoutUrl: expect.stringContaining("checkout.stripe.com") });
  expect(await tier(cookie)).toBe("free");
  const billed = await env.DB.prepare("select amount_minor, currency from subscriptions where id = ?")
    .bind(answer.subscriptionId)
    .first<{ amount_minor: number; currency: string }>();
  return {
    cookie,
    email: body.user.email,
    userId: body.user.id,
    id: answer.subscriptionId,
    stripeId: `sub_${answer.subscriptionId.slice(0, 8)}`,
    /** What each invoice bills, as Stripe reports it (lower-case currency). */
    amountPaid: billed!.amount_minor,
    currency: billed!.currency.toLowerCase(),
  };
}

export const invoice = (
  type: string,
  sub: { id: string; stripeId: string; amountPaid: number; currency: string },
  periodEndSeconds: number,
  billingReason = "subscription_create",
) =>
  stripeEvent(type, {
    object: "invoice",
    amount_paid: type === "invoice.paid" ? sub.amountPaid : 0,
    currency: sub.currency,
    customer: "cus_fake",
    billing_reason: billingReason,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: sub.stripeId, metadata: { subscriptionId: sub.id } },
    },
    lines: { object: "list", data: [{ period: { start: periodEndSeconds - 30 * 86400, end: periodEndSeconds } }] },
  });
export const subscriptionEvent = (
  type: string,
  sub: { id: string; stripeId: string },
  fields: { status: string; cancel_at_period_end: boolean; current_period_end: number },
) =>
  stripeEvent(type, {
    object: "subscription",
    id: sub.stripeId,
    metadata: { subscriptionId: sub.id },
    status: fields.status,
    cancel_at_period_end: fields.cancel_at_period_end,
    items: { object: "list", data: [{ current_period_end: fields.current_period_end }] },
  });
