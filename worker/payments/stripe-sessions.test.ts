import { afterEach, describe, expect, it } from "vitest";
import { installFakeStripe } from "../test/fake-stripe";
import { stripeCheckout } from "./checkout";
import { stripeClient } from "./stripe";

describe("Stripe Checkout sessions", () => {
  let stripe: ReturnType<typeof installFakeStripe>;
  afterEach(() => stripe.restore());

  const order = {
    orderId: "p1",
    kind: "purchase" as const,
    title: "Guide",
    amountMinor: 500,
    currency: "USD",
    taxBehavior: "exclusive" as const,
    buyerEmail: "b@example.com",
    origin: "https://app.example",
  };

  it("are resumed while open, and not once expired or unknown", async () => {
    stripe = installFakeStripe();
    const checkout = stripeCheckout(stripeClient("sk_test_x"));
    const open = await checkout.start({ ...order, idempotencyKey: "a" });
    const closed = await checkout.start({ ...order, idempotencyKey: "b" });
    if (open.paid || closed.paid) throw new Error("Stripe sessions are never paid at once");
    await checkout.expire(closed.sessionId);
    expect(await checkout.resume(open.sessionId)).toEqual({ checkoutUrl: open.checkoutUrl });
    expect(await checkout.resume(closed.sessionId)).toBeNull();
    expect(await checkout.resume("cs_unknown")).toBeNull();
    expect(stripe.callsTo("POST", `/v1/checkout/sessions/${closed.sessionId}/expire`)).toHaveLength(1);
  });

  it("open one session for a repeated create call with the same idempotency key", async () => {
    stripe = installFakeStripe();
    const checkout = stripeCheckout(stripeClient("sk_test_x"));
    const first = await checkout.start({ ...order, idempotencyKey: "same" });
    const again = await checkout.start({ ...order, idempotencyKey: "same" });
    expect(again).toEqual(first);
    expect(stripe.sessions.size).toBe(1);
  });
});
