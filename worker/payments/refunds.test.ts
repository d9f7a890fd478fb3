import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { downloadedStatus, readError, registerAccount } from "../test/client";
import { buy, buyThroughStripe, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";
import { creatorShareCents } from "./ledger";

const download = (cookie: string, purchaseId: string) =>
  marketplaceAs(cookie).download[":purchaseId"].$get({ param: { purchaseId }, query: {} });
const refund = (cookie: string, purchaseId: string) =>
  marketplaceAs(cookie).sales[":purchaseId"].refund.$post({ param: { purchaseId } });

async function purchaseRow(purchaseId: string) {
  return env.DB.prepare("select status, refunded_at from purchases where id = ?")
    .bind(purchaseId)
    .first<{ status: string; refunded_at: number | null }>();
}

describe("refunds in test mode", () => {
  it("let the creator refund a sale: the share is debited, the download ends and the receipt says so", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1999);
    const { buyer, response } = await buy(productId, priceCents);
    const { purchaseId } = await response.json();
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(1999));
    expect(await downloadedStatus(download(buyer.cookie, purchaseId))).toBe(200);

    const sales = await (await marketplaceAs(creator.cookie).sales.$get()).json();
    expect(sales.sales).toEqual([
      expect.objectContaining({ purchaseId, status: "paid", refundable: true, testMode: true }),
    ]);

    expect((await refund(creator.cookie, purchaseId)).status).toBe(200);
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
    const blocked = await download(buyer.cookie, purchaseId);
    expect(blocked.status).toBe(409);
    expect((await readError(blocked)).message).toMatch(/refunded/);
    const receipt = await (
      await marketplaceAs(buyer.cookie).purchases[":purchaseId"].$get({ param: { purchaseId } })
    ).json();
    expect(receipt.receipt).toMatchObject({ status: "refunded", downloadUrl: null, refundedAt: expect.any(Number) });

    const again = await refund(creator.cookie, purchaseId);
    expect(again.status).toBe(409);
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
  });

  it("are refused to the buyer and to strangers, and allowed to an admin", async () => {
    const { productId, priceCents } = await creatorWithProduct(1000);
    const { buyer, response } = await buy(productId, priceCents);
    const { purchaseId } = await response.json();
    const stranger = (await buy(productId, priceCents)).buyer;
    expect((await refund(buyer.cookie, purchaseId)).status).toBe(403);
    expect((await refund(stranger.cookie, purchaseId)).status).toBe(403);
    expect((await purchaseRow(purchaseId))!.status).toBe("paid");
    const admin = await registerAccount();
    await env.DB.prepare("update users set role = 'admin' where id = ?").bind(admin.body.user.id).run();
    expect((await refund(admin.cookie, purchaseId)).status).toBe(200);
    expect((await purchaseRow(purchaseId))!.status).toBe("refunded");
  });

  it("are refused after 30 days", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1000);
    const { purchaseId } = await (await buy(productId, priceCents)).response.json();
    await env.DB.prepare("update purchases set paid_at = ? where id = ?")
      .bind(Date.now() - 31 * 24 * 60 * 60 * 1000, purchaseId)
      .run();
    const response = await refund(creator.cookie, purchaseId);
    expect(response.status).toBe(409);
    expect((await readError(response)).message).toMatch(/30 days/);
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(1000));
  });
});

describe("refunds and disputes through Stripe", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("refund a real sale once through Stripe's refund API, and the later charge.refunded event changes nothing", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(2500);
    const { purchaseId, paymentId } = await buyThroughStripe(productId, priceCents);
    expect(await ledgerBalance(creator.body.user.id, false)).toBe(creatorShareCents(2500));

    const [first, second] = await Promise.all([refund(creator.cookie, purchaseId), refund(creator.cookie, purchaseId)]);
    expect([first.status, second.status]).toContain(200);
    const refunds = stripeMode.stripe.callsTo("POST", "/v1/refunds");
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refunds.map((call) => call.idempotencyKey))).toEqual(new Set([`refund:${purchaseId}`]));
    expect(refunds[0]!.params.payment_intent).toBe(paymentId);
    expect(await ledgerBalance(creator.body.user.id, false)).toBe(0);

    const event = stripeEvent("charge.refunded", {
      object: "charge",
      payment_intent: paymentId,
      amount: 2500,
      amount_refunded: 2500,
      refunded: true,
      metadata: {},
    });
    expect((await deliverStripeEvent(event)).status).toBe(200);
    expect(await ledgerBalance(creator.body.user.id, false)).toBe(0);
    expect((await purchaseRow(purchaseId))!.status).toBe("refunded");
  });

  it("follow refunds made in Stripe's dashboard, partial then full", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1000);
    const { buyer, purchaseId, paymentId } = await buyThroughStripe(productId, priceCents);
    const refunded = (amount: number) =>
      deliverStripeEvent(
        stripeEvent("charge.refunded", {
          object: "charge",
          payment_intent: paymentId,
          amount: 1000,
          amount_refunded: amount,
          refunded: amount === 1000,
          metadata: {},
        }),
      );
    await refunded(400);
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(600));
    expect((await purchaseRow(purchaseId))!.status).toBe("paid");
    expect(await downloadedStatus(download(buyer.cookie, purchaseId))).toBe(200);
    await refunded(1000);
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
    expect((await download(buyer.cookie, purchaseId)).status).toBe(409);
  });

  it("hold a disputed sale, give it back when the dispute is won and keep it refunded when lost", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(3000);
    const won = await buyThroughStripe(productId, priceCents);
    const lost = await buyThroughStripe(productId, priceCents);
    const share = creatorShareCents(3000);
    expect(await ledgerBalance(creator.body.user.id)).toBe(2 * share);

    const dispute = (type: string, paymentId: string, status: string) =>
      deliverStripeEvent(stripeEvent(type, { object: "dispute", payment_intent: paymentId, status, metadata: {} }));
    await dispute("charge.dispute.created", won.paymentId, "needs_response");
    await dispute("charge.dispute.created", lost.paymentId, "needs_response");
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
    const held = await download(won.buyer.cookie, won.purchaseId);
    expect(held.status).toBe(409);
    expect((await readError(held)).message).toMatch(/disputed/);
    expect((await refund(creator.cookie, won.purchaseId)).status).toBe(409);

    await dispute("charge.dispute.closed", won.paymentId, "won");
    await dispute("charge.dispute.closed", lost.paymentId, "lost");
    expect(await ledgerBalance(creator.body.user.id)).toBe(share);
    expect(await downloadedStatus(download(won.buyer.cookie, won.purchaseId))).toBe(200);
    expect((await purchaseRow(lost.purchaseId))!.status).toBe("refunded");
    expect((await download(lost.buyer.cookie, lost.purchaseId)).status).toBe(409);
  });

  it("count real sales on the product and take a refunded sale back", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(500);
    const sales = [];
    for (let i = 0; i < 10; i++) sales.push(await buyThroughStripe(productId, priceCents));
    const product = () =>
      env.DB.prepare("select purchase_count from products where id = ?")
        .bind(productId)
        .first<{ purchase_count: number }>();
    expect(await product()).toEqual({ purchase_count: 10 });
    expect((await refund(creator.cookie, sales[0]!.purchaseId)).status).toBe(200);
    expect(await product()).toEqual({ purchase_count: 9 });
  });
});
