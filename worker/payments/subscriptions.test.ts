import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import type { devRoutes } from "../features/dev/routes";
import type { billingRoutes, pricingRoutes } from "../features/pricing/routes";
import { apiClient, authClient, registerAccount } from "../test/client";
import { useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";
import { creatorPro, invoice, subscribe, subscribeThroughStripe, subscriptionEvent, tier } from "../test/subscriptions";
import { advanceSubscriptions, periodEnd, RENEWAL_GRACE_MS } from "./subscriptions";

const DAY = 24 * 60 * 60 * 1000;
const billing = (cookie: string) => apiClient<typeof billingRoutes>("/api/billing", { cookie });

describe("test-mode subscriptions", () => {
  it("run for a period, show the renewal date, and lapse to free at its end once cancelled", async () => {
    const { cookie } = await registerAccount();
    const started = Date.now();
    expect((await subscribe(cookie).index.$post({ json: creatorPro })).status).toBe(200);
    expect(await tier(cookie)).toBe("creator-pro");
    const current = (await (await billing(cookie).index.$get()).json()).subscription!;
    expect(current).toMatchObject({
      planId: "creator-pro",
      status: "active",
      testMode: true,
      cancelAtPeriodEnd: false,
    });
    expect(current.currentPeriodEnd).toBeGreaterThanOrEqual(periodEnd(started, "monthly"));

    const db = createDatabase(env.DB);
    // Not cancelled: the period's end renews it for another month, as a paid invoice would.
    await advanceSubscriptions(db, current.currentPeriodEnd! + 1000);
    const renewed = (await (await billing(cookie).index.$get()).json()).subscription!;
    expect(renewed.currentPeriodEnd).toBe(periodEnd(current.currentPeriodEnd!, "monthly"));

    const cancelled = await billing(cookie).renewal.$post({ json: { renew: false } });
    expect((await cancelled.json()).subscription).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    await advanceSubscriptions(db, renewed.currentPeriodEnd! - 1000);
    expect(await tier(cookie)).toBe("creator-pro");
    await advanceSubscriptions(db, renewed.currentPeriodEnd! + 1000);
    expect(await tier(cookie)).toBe("free");
    expect((await (await billing(cookie).index.$get()).json()).subscription).toBeNull();
  });

  it("bill an annual plan twelve months of its monthly price, once a year", async () => {
    const { cookie } = await registerAccount();
    const response = await subscribe(cookie).index.$post({ json: { ...creatorPro, localPrice: 79, period: "annual" } });
    expect(response.status).toBe(200);
    const current = (await (await billing(cookie).index.$get()).json()).subscription!;
    expect(current).toMatchObject({ period: "annual", amountMinor: 79 * 12 * 100 });
    expect(current.currentPeriodEnd! - Date.now()).toBeGreaterThan(364 * DAY);
  });

  it("change plan at once, ending the test subscription it replaces", async () => {
    const { cookie } = await registerAccount();
    await subscribe(cookie).index.$post({ json: creatorPro });
    const professional = {
      tierId: "professional" as const,
      priceUSD: 249,
      localPrice: 249,
      localCurrency: "USD" as const,
    };
    expect((await subscribe(cookie).index.$post({ json: professional })).status).toBe(200);
    expect(await tier(cookie)).toBe("professional");
    const userId = (await (await authClient({ cookie }).me.$get()).json()).user!.id;
    const live = await env.DB.prepare("select plan_id from subscriptions where user_id = ? and status = 'active'")
      .bind(userId)
      .all();
    expect(live.results).toEqual([{ plan_id: "professional" }]);
  });
});

describe("Stripe subscriptions", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("are billed in the currency the page showed, per year for an annual plan, in whole yen", async () => {
    const { cookie } = await registerAccount();
    const plans = await (await fetchPlans("JPY", "annual")).json();
    const plan = plans.plans.find((p) => p.id === "creator-pro")!;
    const response = await subscribe(cookie).index.$post({
      json: {
        tierId: "creator-pro",
        priceUSD: 79,
        localPrice: plan.localPrice,
        localCurrency: "JPY",
        period: "annual",
      },
    });
    expect(response.status).toBe(200);
    const [session] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(session!.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][currency]": "jpy",
      "line_items[0][price_data][unit_amount]": String(Math.round(plan.localPrice) * 12),
      "line_items[0][price_data][recurring][interval]": "year",
    });
    expect(session!.idempotencyKey).toMatch(/^subscription-checkout:/);
  });

  it("run from the paid invoice to its period's end, go past due on a failed renewal, and lapse when deleted", async () => {
    const sub = await subscribeThroughStripe();
    const periodEnds = Math.floor(Date.now() / 1000) + 30 * 86400;
    await deliverStripeEvent(
      stripeEvent("checkout.session.completed", {
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        client_reference_id: sub.id,
        metadata: { subscriptionId: sub.id },
        subscription: sub.stripeId,
        customer: "cus_fake",
      }),
    );
    await deliverStripeEvent(invoice("invoice.paid", sub, periodEnds));
    expect(await tier(sub.cookie)).toBe("creator-pro");
    const current = (await (await billing(sub.cookie).index.$get()).json()).subscription!;
    expect(current).toMatchObject({ status: "active", currentPeriodEnd: periodEnds * 1000, portal: true });

    await deliverStripeEvent(invoice("invoice.payment_failed", sub, periodEnds + 30 * 86400));
    expect((await (await billing(sub.cookie).index.$get()).json()).subscription!.status).toBe("past_due");
    expect(await tier(sub.cookie)).toBe("creator-pro");

    await deliverStripeEvent(
      subscriptionEvent("customer.subscription.deleted", sub, {
        status: "canceled",
        cancel_at_period_end: false,
        current_period_end: periodEnds,
      }),
    );
    expect(await tier(sub.cookie)).toBe("free");
  });

  it("grant no plan for an invoice paid in another currency or for less than the plan's price", async () => {
    const sub = await subscribeThroughStripe();
    const periodEnds = Math.floor(Date.now() / 1000) + 30 * 86400;
    for (const paid of [
      { ...sub, currency: "eur" },
      { ...sub, amountPaid: sub.amountPaid - 1 },
    ]) {
      expect((await deliverStripeEvent(invoice("invoice.paid", paid, periodEnds))).status).toBe(200);
      expect(await tier(sub.cookie)).toBe("free");
    }
    await deliverStripeEvent(invoice("invoice.paid", sub, periodEnds));
    expect(await tier(sub.cookie)).toBe("creator-pro");
  });

  it("follow a cancellation at the period's end, and lapse when the period ends unpaid", async () => {
    const sub = await subscribeThroughStripe();
    const periodEnds = Math.floor(Date.now() / 1000) + 30 * 86400;
    await deliverStripeEvent(invoice("invoice.paid", sub, periodEnds));
    await deliverStripeEvent(
      subscriptionEvent("customer.subscription.updated", sub, {
        status: "active",
        cancel_at_period_end: true,
        current_period_end: periodEnds,
      }),
    );
    const current = (await (await billing(sub.cookie).index.$get()).json()).subscription!;
    expect(current).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    await advanceSubscriptions(createDatabase(env.DB), periodEnds * 1000 + 1000);
    expect(await tier(sub.cookie)).toBe("free");
  });

  it("lapse after the grace when Stripe never reports the renewal, and come back when it is paid late", async () => {
    const sub = await subscribeThroughStripe();
    const periodEnds = Math.floor(Date.now() / 1000) + 86400;
    await deliverStripeEvent(invoice("invoice.paid", sub, periodEnds));
    const db = createDatabase(env.DB);
    await advanceSubscriptions(db, periodEnds * 1000 + RENEWAL_GRACE_MS - 1000);
    expect(await tier(sub.cookie)).toBe("creator-pro");
    await advanceSubscriptions(db, periodEnds * 1000 + RENEWAL_GRACE_MS + 1000);
    expect(await tier(sub.cookie)).toBe("free");
    await deliverStripeEvent(invoice("invoice.paid", sub, periodEnds + 30 * 86400));
    expect(await tier(sub.cookie)).toBe("creator-pro");
  });

  it("open Stripe's customer portal for the subscriber, and tell Stripe to stop renewing", async () => {
    const sub = await subscribeThroughStripe();
    await deliverStripeEvent(
      stripeEvent("checkout.session.completed", {
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        metadata: { subscriptionId: sub.id },
        subscription: sub.stripeId,
        customer: "cus_portal",
      }),
    );
    const portal = await (await billing(sub.cookie).portal.$post()).json();
    expect(portal.url).toBe("https://billing.stripe.com/p/session/cus_portal");
    expect(stripeMode.stripe.callsTo("POST", "/v1/billing_portal/sessions")[0]!.params.return_url).toMatch(
      /\/settings$/,
    );
    await billing(sub.cookie).renewal.$post({ json: { renew: false } });
    const [update] = stripeMode.stripe.callsTo("POST", `/v1/subscriptions/${sub.stripeId}`);
    expect(update!.params.cancel_at_period_end).toBe("true");
  });

  it("replace a test-mode plan from before Stripe was configured once the real one is paid", async () => {
    const { cookie } = await registerAccount();
    stripeMode.restore();
    const before = env.PAYMENTS_MODE;
    env.PAYMENTS_MODE = "test";
    await subscribe(cookie).index.$post({ json: creatorPro });
    env.PAYMENTS_MODE = before;
    stripeMode = useStripeMode();
    const professional = {
      tierId: "professional" as const,
      priceUSD: 249,
      localPrice: 249,
      localCurrency: "USD" as const,
    };
    const answer = await (await subscribe(cookie).index.$post({ json: professional })).json();
    expect(answer.status).toBe("pending");
    expect(await tier(cookie)).toBe("creator-pro");
    const sub = {
      id: answer.subscriptionId,
      stripeId: `sub_${answer.subscriptionId.slice(0, 8)}`,
      amountPaid: 24900,
      currency: "usd",
    };
    await deliverStripeEvent(invoice("invoice.paid", sub, Math.floor(Date.now() / 1000) + 30 * 86400));
    expect(await tier(cookie)).toBe("professional");
    const current = (await (await billing(cookie).index.$get()).json()).subscription!;
    expect(current).toMatchObject({ planId: "professional", testMode: false });
    const replaced = await env.DB.prepare(
      "select status from subscriptions where test_mode = 1 and user_id = (select user_id from subscriptions where id = ?)",
    )
      .bind(sub.id)
      .first<{ status: string }>();
    expect(replaced).toEqual({ status: "canceled" });
  });

  it("e-mail the subscriber a renewal, and a failed renewal once, with the price and the date", async () => {
    const sub = await subscribeThroughStripe();
    const outbox = async () =>
      (await (await apiClient<typeof devRoutes>("/api/dev").outbox.$get({ query: { to: sub.email } })).json()).messages;
    const first = Date.UTC(2027, 0, 15) / 1000;
    await deliverStripeEvent(invoice("invoice.paid", sub, first));
    expect((await outbox()).map((m) => m.subject)).not.toContain("Your Creator Pro plan is renewed");
    await deliverStripeEvent(invoice("invoice.paid", sub, first + 31 * 86400, "subscription_cycle"));
    const [renewed] = await outbox();
    expect(renewed!.subject).toBe("Your Creator Pro plan is renewed");
    expect(renewed!.text).toContain("renewed for $99.00 and now runs until February 15, 2027");
    await deliverStripeEvent(invoice("invoice.payment_failed", sub, first + 62 * 86400, "subscription_cycle"));
    await deliverStripeEvent(invoice("invoice.payment_failed", sub, first + 62 * 86400, "subscription_cycle"));
    const failed = (await outbox()).filter((m) => m.subject.startsWith("We could not renew"));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.links[0]).toMatch(/\/settings$/);
  });

  it("refuse a second subscription while one runs", async () => {
    const sub = await subscribeThroughStripe();
    await deliverStripeEvent(invoice("invoice.paid", sub, Math.floor(Date.now() / 1000) + 86400));
    const again = await subscribe(sub.cookie).index.$post({ json: creatorPro });
    expect(again.status).toBe(409);
  });
});

function fetchPlans(currency: "JPY", period: "annual") {
  return apiClient<typeof pricingRoutes>("/api/pricing").plans.$get({ query: { currency, period } });
}
