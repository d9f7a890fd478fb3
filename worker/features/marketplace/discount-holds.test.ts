import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readError } from "../../test/client";
import { buy, completeStripeCheckout, creatorWithProduct, marketplaceAs, useStripeMode } from "../../test/sales";
import { deliverStripeEvent, stripeEvent } from "../../test/stripe-events";

const BUYERS = 5;

async function singleUseCode(priceCents: number) {
  const { creator, productId } = await creatorWithProduct(priceCents);
  const created = await marketplaceAs(creator.cookie)["discount-codes"].$post({
    json: { code: "ONLYONE", productId, percentOff: 50, maxUses: 1 },
  });
  expect(created.status).toBe(201);
  return { creator, productId };
}

async function codeUses(productId: number) {
  return env.DB.prepare("select uses from discount_codes where product_id = ?")
    .bind(productId)
    .first<{ uses: number }>()
    .then((row) => row!.uses);
}

async function discountedSales(productId: number) {
  const row = await env.DB.prepare(
    "select count(*) as n from purchases where product_id = ? and status = 'paid' and discount_code_id is not null",
  )
    .bind(productId)
    .first<{ n: number }>();
  return row!.n;
}

/** Five buyers apply the code at once; the answers, sorted: the winners' 200s first. */
async function race(productId: number) {
  const attempts = await Promise.all(Array.from({ length: BUYERS }, () => buy(productId, 2000, "onlyone")));
  return attempts.sort((a, b) => a.response.status - b.response.status);
}

describe("a single-use discount code raced by five buyers", () => {
  it("sells once in test mode: one half-price sale, four clear refusals", async () => {
    const { productId } = await singleUseCode(2000);
    const [winner, ...losers] = await race(productId);
    expect(winner!.response.status).toBe(200);
    for (const loser of losers) {
      expect(loser.response.status).toBe(410);
      expect((await readError(loser.response)).code).toBe("discount_used_up");
    }
    expect(await codeUses(productId)).toBe(1);
    expect(await discountedSales(productId)).toBe(1);
  });

  describe("through Stripe", () => {
    let stripeMode: ReturnType<typeof useStripeMode>;
    beforeEach(() => {
      stripeMode = useStripeMode();
    });
    afterEach(() => stripeMode.restore());

    it("opens one discounted payment page, which closes after 30 minutes", async () => {
      const { productId } = await singleUseCode(2000);
      const [winner, ...losers] = await race(productId);
      expect(winner!.response.status).toBe(200);
      expect(losers.map((loser) => loser.response.status)).toEqual([410, 410, 410, 410]);
      const sessions = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.params["line_items[0][price_data][unit_amount]"]).toBe("1000");
      const closesIn = Number(sessions[0]!.params.expires_at) - Date.now() / 1000;
      expect(closesIn).toBeGreaterThan(29 * 60);
      expect(closesIn).toBeLessThanOrEqual(30 * 60);

      const { purchaseId } = await winner!.response.json();
      await completeStripeCheckout(purchaseId);
      expect(await codeUses(productId)).toBe(1);
      expect((await buy(productId, 2000, "ONLYONE")).response.status).toBe(410);
    });

    it("gives the use back when the payment page expires unpaid", async () => {
      const { productId } = await singleUseCode(2000);
      const first = await buy(productId, 2000, "ONLYONE");
      const { purchaseId } = await first.response.json();
      expect((await buy(productId, 2000, "ONLYONE")).response.status).toBe(410);

      const [session] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
      const sessionId = await env.DB.prepare("select provider_session_id as id from purchases where id = ?")
        .bind(purchaseId)
        .first<{ id: string }>();
      expect(session).toBeDefined();
      const expired = stripeEvent("checkout.session.expired", {
        id: sessionId!.id,
        object: "checkout.session",
        mode: "payment",
        status: "expired",
        payment_status: "unpaid",
        client_reference_id: purchaseId,
        metadata: { purchaseId },
      });
      expect((await deliverStripeEvent(expired)).status).toBe(200);

      const second = await buy(productId, 2000, "ONLYONE");
      expect(second.response.status).toBe(200);
      expect(await second.response.json()).toHaveProperty("checkoutUrl");
      // The first buyer, back later, finds the code taken by the second.
      const again = await marketplaceAs(first.buyer.cookie).purchase.$post({
        json: { productId, price: 20, discountCode: "ONLYONE" },
      });
      expect(again.status).toBe(410);
    });

    it("closes the payment pages opened at the old price when the creator changes it, and gives the code back", async () => {
      const { creator, productId } = await singleUseCode(2000);
      const first = await buy(productId, 2000, "ONLYONE");
      const { purchaseId } = await first.response.json();
      const [opened] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
      expect(opened).toBeDefined();
      const repriced = await marketplaceAs(creator.cookie).items[":id"].$patch({
        param: { id: String(productId) },
        json: { price: 25 },
      });
      expect(repriced.status).toBe(200);
      const expired = stripeMode.stripe.calls.filter((call) =>
        /\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(call.path),
      );
      expect(expired).toHaveLength(1);
      const row = await env.DB.prepare("select provider_session_id, code_held_until from purchases where id = ?")
        .bind(purchaseId)
        .first();
      expect(row).toEqual({ provider_session_id: null, code_held_until: null });
      // The code is free again, at the new price.
      const second = await buy(productId, 2500, "ONLYONE");
      expect(second.response.status).toBe(200);
    });
  });
});
