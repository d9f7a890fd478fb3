import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stripeCheckout } from "../../payments/checkout";
import { stripeClient } from "../../payments/stripe";
import { apiClient, downloadedStatus, readError, registerAccount } from "../../test/client";
import { installFakeStripe } from "../../test/fake-stripe";
import { deliverStripeEvent, stripeEvent, useStripeWebhooks } from "../../test/stripe-events";
import type { marketplaceRoutes } from "./routes";

beforeAll(async () => {
  useStripeWebhooks();
});

async function pendingPurchase(): Promise<{ purchaseId: string; buyerCookie: string }> {
  const buyer = await registerAccount();
  const purchaseId = crypto.randomUUID();
  await env.DB.prepare(
    "insert into purchases (id, product_id, buyer_id, price_cents, status, provider, test_mode, created_at) values (?, 5, ?, (select price_cents from products where id = 5), 'pending', 'stripe', 0, ?)",
  )
    .bind(purchaseId, buyer.body.user.id, Date.now())
    .run();
  return { purchaseId, buyerCookie: buyer.cookie };
}

/** Stripe's event for a paid checkout of the purchase: by default for the amount it asks, in dollars. */
async function completedEvent(eventId: string, purchaseId: string, paid: { amount?: number; currency?: string } = {}) {
  const row = await env.DB.prepare("select price_cents from purchases where id = ?")
    .bind(purchaseId)
    .first<{ price_cents: number }>();
  return stripeEvent(
    "checkout.session.completed",
    {
      object: "checkout.session",
      mode: "payment",
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      payment_status: "paid",
      payment_intent: `pi_${purchaseId}`,
      amount_subtotal: paid.amount ?? row?.price_cents ?? 0,
      amount_total: paid.amount ?? row?.price_cents ?? 0,
      currency: paid.currency ?? "usd",
    },
    eventId,
  );
}

const marketplace = (cookie: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
const download = (purchaseId: string, cookie: string) =>
  marketplace(cookie).download[":purchaseId"].$get({ param: { purchaseId }, query: {} });

async function status(purchaseId: string) {
  return (await env.DB.prepare("select status from purchases where id = ?")
    .bind(purchaseId)
    .first<{ status: string }>())!.status;
}

describe("the Stripe webhook", () => {
  it("accepts a correctly signed event, marks the purchase paid and credits the creator once", async () => {
    const { purchaseId, buyerCookie } = await pendingPurchase();
    expect((await download(purchaseId, buyerCookie)).status).toBe(409);
    const response = await deliverStripeEvent(await completedEvent(`evt_${crypto.randomUUID()}`, purchaseId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await status(purchaseId)).toBe("paid");
    expect(await downloadedStatus(download(purchaseId, buyerCookie))).toBe(200);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { purchaseId } = await pendingPurchase();
    const payload = await completedEvent(`evt_${crypto.randomUUID()}`, purchaseId);
    const response = await deliverStripeEvent(payload, { secret: "whsec_wrong" });
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(/signatures? .*match/i);
    expect(await status(purchaseId)).toBe("pending");
  });

  it("refuses a stale event even when its signature is right", async () => {
    const { purchaseId } = await pendingPurchase();
    const payload = await completedEvent(`evt_${crypto.randomUUID()}`, purchaseId);
    const response = await deliverStripeEvent(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(/tolerance/i);
    expect(await status(purchaseId)).toBe("pending");
  });

  it("acknowledges a replayed event without applying it twice", async () => {
    const { purchaseId } = await pendingPurchase();
    const eventId = `evt_${crypto.randomUUID()}`;
    const payload = await completedEvent(eventId, purchaseId);
    await deliverStripeEvent(payload);
    const replay = await deliverStripeEvent(payload);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const credits = await env.DB.prepare("select count(*) as n from creator_ledger where purchase_id = ?")
      .bind(purchaseId)
      .first<{ n: number }>();
    expect(credits!.n).toBe(1);
    const counted = await env.DB.prepare("select count(*) as n from stripe_events where id = ?")
      .bind(eventId)
      .first<{ n: number }>();
    expect(counted!.n).toBe(1);
  });

  it("grants nothing for a payment of another amount or currency, and holds it for review", async () => {
    for (const paid of [{ amount: 100 }, { currency: "eur" }]) {
      const { purchaseId, buyerCookie } = await pendingPurchase();
      const event = await completedEvent(`evt_${crypto.randomUUID()}`, purchaseId, paid);
      expect((await deliverStripeEvent(event)).status).toBe(200);
      const row = await env.DB.prepare(
        "select status, payment_review, (select count(*) from creator_ledger where purchase_id = purchases.id) as credits from purchases where id = ?",
      )
        .bind(purchaseId)
        .first<{ status: string; payment_review: string | null; credits: number }>();
      expect(row).toMatchObject({ status: "pending", credits: 0 });
      expect(row!.payment_review).toMatch(/^Charged /);
      expect((await download(purchaseId, buyerCookie)).status).toBe(409);
      // The buyer cannot pay for it a second time while it is reviewed.
      const listed = await env.DB.prepare("select price_cents from products where id = 5").first<{
        price_cents: number;
      }>();
      const again = await marketplace(buyerCookie).purchase.$post({
        json: { productId: 5, price: listed!.price_cents / 100 },
      });
      expect(again.status).toBe(409);
      expect((await readError(again)).message).toMatch(/being reviewed/);
    }
  });

  it("restarts an abandoned checkout at today's price", async () => {
    const { purchaseId, buyerCookie } = await pendingPurchase();
    const product = (await env.DB.prepare("select price_cents, title from products where id = 5").first<{
      price_cents: number;
      title: string;
    }>())!;
    await env.DB.prepare("update purchases set price_cents = 1 where id = ?").bind(purchaseId).run();
    const response = await marketplace(buyerCookie).purchase.$post({
      json: { productId: 5, price: product.price_cents / 100, title: product.title },
    });
    expect((await response.json()).purchaseId).toBe(purchaseId);
    const row = await env.DB.prepare("select status, price_cents from purchases where id = ?")
      .bind(purchaseId)
      .first<{ status: string; price_cents: number }>();
    expect(row).toEqual({ status: "paid", price_cents: product.price_cents });
    const credit = await env.DB.prepare("select amount_cents from creator_ledger where purchase_id = ?")
      .bind(purchaseId)
      .first<{ amount_cents: number }>();
    expect(credit!.amount_cents).toBe(Math.floor((product.price_cents * 80) / 100));
  });

  it("refuses a missing or malformed signature header", async () => {
    const payload = await completedEvent(`evt_${crypto.randomUUID()}`, crypto.randomUUID());
    for (const signature of ["", "v1=abc", "t=abc"]) {
      expect((await deliverStripeEvent(payload, { signature })).status).toBe(400);
    }
  });
});

describe("Stripe Checkout", () => {
  let stripe: ReturnType<typeof installFakeStripe>;
  afterEach(() => stripe.restore());

  it("creates a session through the SDK at the server's price, with the pinned API version and an idempotency key", async () => {
    stripe = installFakeStripe();
    const started = await stripeCheckout(stripeClient("sk_test_x")).start({
      orderId: "p1",
      kind: "purchase",
      title: "Guide",
      amountMinor: 29700,
      currency: "USD",
      taxBehavior: "exclusive",
      buyerEmail: "b@example.com",
      origin: "https://app.example",
      idempotencyKey: "purchase-checkout:p1:claim",
    });
    expect(started).toMatchObject({ provider: "stripe", paid: false, sessionId: expect.stringMatching(/^cs_test_/) });
    const [created] = stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(created!.params).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "29700",
      "line_items[0][price_data][currency]": "usd",
      client_reference_id: "p1",
      "metadata[purchaseId]": "p1",
      success_url: "https://app.example/receipt/p1",
    });
    expect(created!.idempotencyKey).toBe("purchase-checkout:p1:claim");
    expect(created!.apiVersion).toBe("2026-10-28.endive");
  });

  it("bills a subscription every year in the currency shown, with no decimals for yen", async () => {
    stripe = installFakeStripe();
    await stripeCheckout(stripeClient("sk_test_x")).start({
      orderId: "s1",
      kind: "subscription",
      title: "Creator Pro (annual)",
      amountMinor: 142_200,
      currency: "JPY",
      taxBehavior: "inclusive",
      interval: "year",
      buyerEmail: "b@example.com",
      origin: "https://app.example",
      idempotencyKey: "subscription-checkout:s1",
    });
    const [created] = stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(created!.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][currency]": "jpy",
      "line_items[0][price_data][unit_amount]": "142200",
      "line_items[0][price_data][recurring][interval]": "year",
      "subscription_data[metadata][subscriptionId]": "s1",
    });
  });
});
