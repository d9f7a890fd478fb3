import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stripeCheckout } from "../../payments/checkout";
import { signStripePayload, verifyStripeSignature } from "../../payments/stripe-signature";
import { apiClient, call, readError, registerAccount } from "../../test/client";
import { seedDemoData } from "../../test/seed";
import type { marketplaceRoutes } from "./routes";

const SECRET = "whsec_test_secret";

beforeAll(async () => {
  await seedDemoData();
  env.STRIPE_WEBHOOK_SECRET = SECRET;
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

function completedEvent(eventId: string, purchaseId: string, amountTotal?: number) {
  return JSON.stringify({
    id: eventId,
    type: "checkout.session.completed",
    data: {
      object: {
        client_reference_id: purchaseId,
        metadata: { purchaseId },
        payment_status: "paid",
        amount_total: amountTotal,
      },
    },
  });
}

const marketplace = (cookie: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
const download = (purchaseId: string, cookie: string) =>
  marketplace(cookie).download[":purchaseId"].$get({ param: { purchaseId } });

/** Stripe signs the exact bytes, so the event goes as a raw body. */
async function deliver(payload: string, signature: string) {
  return call("/api/payments/stripe/webhook", {
    body: payload,
    origin: null,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

async function status(purchaseId: string) {
  return (await env.DB.prepare("select status from purchases where id = ?")
    .bind(purchaseId)
    .first<{ status: string }>())!.status;
}

describe("the Stripe webhook", () => {
  it("accepts a correctly signed event, marks the purchase paid and credits the creator once", async () => {
    const { purchaseId, buyerCookie } = await pendingPurchase();
    expect((await download(purchaseId, buyerCookie)).status).toBe(409);
    const payload = completedEvent(`evt_${crypto.randomUUID()}`, purchaseId);
    const t = Math.floor(Date.now() / 1000);
    const response = await deliver(payload, `t=${t},v1=${await signStripePayload(SECRET, t, payload)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await status(purchaseId)).toBe("paid");
    expect((await download(purchaseId, buyerCookie)).status).toBe(200);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { purchaseId } = await pendingPurchase();
    const payload = completedEvent(`evt_${crypto.randomUUID()}`, purchaseId);
    const t = Math.floor(Date.now() / 1000);
    const response = await deliver(payload, `t=${t},v1=${await signStripePayload("whsec_wrong", t, payload)}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(/does not match/);
    expect(await status(purchaseId)).toBe("pending");
  });

  it("refuses a stale event even when its signature is right", async () => {
    const { purchaseId } = await pendingPurchase();
    const payload = completedEvent(`evt_${crypto.randomUUID()}`, purchaseId);
    const t = Math.floor(Date.now() / 1000) - 301;
    const response = await deliver(payload, `t=${t},v1=${await signStripePayload(SECRET, t, payload)}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(/too old/);
    expect(await status(purchaseId)).toBe("pending");
  });

  it("acknowledges a replayed event without applying it twice", async () => {
    const { purchaseId } = await pendingPurchase();
    const eventId = `evt_${crypto.randomUUID()}`;
    const payload = completedEvent(eventId, purchaseId);
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${await signStripePayload(SECRET, t, payload)}`;
    await deliver(payload, signature);
    const replay = await deliver(payload, signature);
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

  it("credits the creator's share of what Stripe charged, not of what the purchase row says", async () => {
    const { purchaseId } = await pendingPurchase();
    await env.DB.prepare("update purchases set price_cents = 10000 where id = ?").bind(purchaseId).run();
    const payload = completedEvent(`evt_${crypto.randomUUID()}`, purchaseId, 100);
    const t = Math.floor(Date.now() / 1000);
    expect((await deliver(payload, `t=${t},v1=${await signStripePayload(SECRET, t, payload)}`)).status).toBe(200);
    const credit = await env.DB.prepare("select amount_cents from creator_ledger where purchase_id = ?")
      .bind(purchaseId)
      .first<{ amount_cents: number }>();
    expect(credit!.amount_cents).toBe(80);
    const row = await env.DB.prepare("select status, price_cents from purchases where id = ?")
      .bind(purchaseId)
      .first<{ status: string; price_cents: number }>();
    expect(row).toEqual({ status: "paid", price_cents: 100 });
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
    expect(await verifyStripeSignature(undefined, "{}", SECRET)).toBe("malformed");
    expect(await verifyStripeSignature("v1=abc", "{}", SECRET)).toBe("malformed");
  });
});

describe("Stripe Checkout", () => {
  it("creates a session for the server's price with the purchase id, and returns its URL", async () => {
    const fetcher = vi.fn(async () =>
      Response.json({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" }),
    );
    const started = await stripeCheckout("sk_test_x", fetcher as unknown as typeof fetch).start({
      purchaseId: "p1",
      title: "Guide",
      priceCents: 29700,
      buyerEmail: "b@example.com",
      origin: "https://app.example",
    });
    expect(started).toEqual({
      provider: "stripe",
      paid: false,
      checkoutUrl: "https://checkout.stripe.com/c/pay/cs_test_1",
      sessionId: "cs_test_1",
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.stripe.com/v1/checkout/sessions");
    const form = new URLSearchParams(String(init.body));
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("29700");
    expect(form.get("client_reference_id")).toBe("p1");
    expect(form.get("success_url")).toBe("https://app.example/receipt/p1");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer sk_test_x");
  });
});
