import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readError } from "../test/client";
import { buy, buyThroughStripe, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../test/sales";

describe("buying while Stripe cannot be reached", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("answers 503 payments_unavailable, holds nothing, and works once Stripe answers again", async () => {
    const { productId } = await creatorWithProduct(1500);
    stripeMode.stripe.goOffline();
    const { buyer, response } = await buy(productId, 1500);
    expect(response.status).toBe(503);
    expect(await readError(response)).toMatchObject({ code: "payments_unavailable" });
    const row = await env.DB.prepare(
      "select status, provider_session_id from purchases where buyer_id = ? and product_id = ?",
    )
      .bind(buyer.body.user.id, productId)
      .first();
    // The purchase waits, unpaid and with no session claimed, so the next try opens one at once.
    expect(row).toEqual({ status: "pending", provider_session_id: null });
  });

  it("refuses a refund with 503 payments_unavailable and leaves the sale, its download and the ledger as they were", async () => {
    const { creator, productId } = await creatorWithProduct(1500);
    const { purchaseId } = await buyThroughStripe(productId, 1500);
    const balance = await ledgerBalance(creator.body.user.id);
    stripeMode.stripe.goOffline();
    const response = await marketplaceAs(creator.cookie).sales[":purchaseId"].refund.$post({ param: { purchaseId } });
    expect(response.status).toBe(503);
    expect(await readError(response)).toMatchObject({ code: "payments_unavailable" });
    const row = await env.DB.prepare("select status, refunded_at from purchases where id = ?").bind(purchaseId).first();
    expect(row).toEqual({ status: "paid", refunded_at: null });
    expect(await ledgerBalance(creator.body.user.id)).toEqual(balance);
  });
});
