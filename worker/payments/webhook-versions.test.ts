import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readError } from "../test/client";
import { useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";
import { invoice, subscribeThroughStripe, tier } from "../test/subscriptions";

describe("Stripe events in another API version", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("refuse an invoice.paid sent in another API version, so Stripe retries it, and apply it in the pinned one", async () => {
    const sub = await subscribeThroughStripe();
    const periodEnds = Math.floor(Date.now() / 1000) + 30 * 86400;
    // An endpoint created with an older version: the same invoice, in the shape that version sends.
    const eventId = `evt_legacy_${crypto.randomUUID()}`;
    const legacy = stripeEvent(
      "invoice.paid",
      { object: "invoice", customer: "cus_fake", subscription: sub.stripeId, billing_reason: "subscription_create" },
      eventId,
      "2024-06-20",
    );
    const refused = await deliverStripeEvent(legacy);
    expect(refused.status).toBe(400);
    expect((await readError(refused)).message).toMatch(/2026-10-28\.endive/);
    expect(await tier(sub.cookie)).toBe("free");

    const retried = JSON.parse(invoice("invoice.paid", sub, periodEnds)) as Record<string, unknown>;
    expect((await deliverStripeEvent(JSON.stringify({ ...retried, id: eventId }))).status).toBe(200);
    expect(await tier(sub.cookie)).toBe("creator-pro");
  });
});
