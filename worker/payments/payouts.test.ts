import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import { buy, buyThroughStripe, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";
import { creatorShareCents } from "./ledger";
import { payOut } from "./payouts";

const DAY = 24 * 60 * 60 * 1000;
const payoutsOf = async (cookie: string) => (await marketplaceAs(cookie).payouts.$get()).json();

/** Moves a sale's payment date back, out of (or into) the 30-day refund window. */
async function paidDaysAgo(purchaseId: string, days: number) {
  await env.DB.prepare("update purchases set paid_at = ? where id = ?")
    .bind(Date.now() - days * DAY, purchaseId)
    .run();
}

describe("payouts in test mode", () => {
  it("hold shares inside the refund window, and pay out the rest when the creator connects, labelled test", async () => {
    const { creator, productId } = await creatorWithProduct(3000);
    const old = await (await buy(productId, 3000)).response.json();
    await buy(productId, 3000);
    await paidDaysAgo(old.purchaseId, 40);
    const share = creatorShareCents(3000);

    const before = await payoutsOf(creator.cookie);
    expect(before.account).toBeNull();
    expect(before.testBalances[0]).toEqual({
      currency: "USD",
      pendingCents: share,
      availableCents: share,
      paidOutCents: 0,
    });
    expect(before.balances[0]).toMatchObject({ pendingCents: 0, availableCents: 0 });

    const connected = await (await marketplaceAs(creator.cookie).payouts.connect.$post()).json();
    expect(connected.onboardingUrl).toBeNull();
    const after = await payoutsOf(creator.cookie);
    expect(after.account).toEqual({ status: "active", testMode: true });
    expect(after.payouts).toEqual([
      expect.objectContaining({ amountCents: share, currency: "USD", status: "paid", testMode: true }),
    ]);
    expect(after.testBalances[0]).toEqual({
      currency: "USD",
      pendingCents: share,
      availableCents: 0,
      paidOutCents: share,
    });
    expect(await ledgerBalance(creator.body.user.id, true)).toBe(share);
  });
});

describe("payouts through Stripe Connect", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  async function connectedCreator(priceCents: number, oldSales: number) {
    const seller = await creatorWithProduct(priceCents);
    const sales = [];
    for (let i = 0; i < oldSales; i++) {
      const sale = await buyThroughStripe(seller.productId, priceCents);
      await paidDaysAgo(sale.purchaseId, 35);
      sales.push(sale);
    }
    const connected = await (await marketplaceAs(seller.creator.cookie).payouts.connect.$post()).json();
    const [created] = stripeMode.stripe.callsTo("POST", "/v1/accounts").slice(-1);
    return { ...seller, sales, connected, created: created! };
  }

  const accountUpdated = (accountId: string, active: boolean) =>
    stripeEvent("account.updated", {
      object: "account",
      id: accountId,
      payouts_enabled: active,
      capabilities: { transfers: active ? "active" : "inactive" },
    });

  it("accrue until the creator finishes Stripe's onboarding, then transfer the balance owed once", async () => {
    const seller = await connectedCreator(2500, 2);
    expect(seller.connected.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(seller.created.params).toMatchObject({ type: "express", "capabilities[transfers][requested]": "true" });
    expect(seller.created.idempotencyKey).toBe(`connect:${seller.creator.body.user.id}`);
    const row = await env.DB.prepare("select account_id, status from payout_accounts where user_id = ?")
      .bind(seller.creator.body.user.id)
      .first<{ account_id: string; status: string }>();
    expect(row!.status).toBe("onboarding");
    expect(stripeMode.stripe.callsTo("POST", "/v1/transfers")).toHaveLength(0);

    const owed = 2 * creatorShareCents(2500);
    await deliverStripeEvent(accountUpdated(row!.account_id, true));
    const transfers = stripeMode.stripe.callsTo("POST", "/v1/transfers");
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.params).toMatchObject({ amount: String(owed), currency: "usd", destination: row!.account_id });
    expect(transfers[0]!.idempotencyKey).toMatch(/^payout:/);
    const after = await payoutsOf(seller.creator.cookie);
    expect(after.balances[0]).toEqual({ currency: "USD", pendingCents: 0, availableCents: 0, paidOutCents: owed });
    expect(after.payouts[0]).toMatchObject({ amountCents: owed, status: "paid", testMode: false });

    // A second event, and a second run, find nothing more to pay.
    await deliverStripeEvent(accountUpdated(row!.account_id, true));
    expect(await payOut(createDatabase(env.DB), env, seller.creator.body.user.id)).toBeNull();
    expect(stripeMode.stripe.callsTo("POST", "/v1/transfers")).toHaveLength(1);
  });

  it("never send the same balance twice from parallel runs", async () => {
    const seller = await connectedCreator(4000, 3);
    await env.DB.prepare("update payout_accounts set status = 'active' where user_id = ?")
      .bind(seller.creator.body.user.id)
      .run();
    const db = createDatabase(env.DB);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => payOut(db, env, seller.creator.body.user.id)),
    );
    const paid = results.filter((r) => r.status === "fulfilled" && r.value !== null);
    expect(paid).toHaveLength(1);
    expect(stripeMode.stripe.callsTo("POST", "/v1/transfers")).toHaveLength(1);
    expect(await ledgerBalance(seller.creator.body.user.id, false)).toBe(0);
  });

  it("give the balance back when Stripe refuses the transfer, and carry a refund after a payout as a debt", async () => {
    const seller = await connectedCreator(2000, 1);
    const userId = seller.creator.body.user.id;
    await env.DB.prepare("update payout_accounts set status = 'active' where user_id = ?").bind(userId).run();
    const db = createDatabase(env.DB);
    stripeMode.stripe.refuseTransfers();
    await expect(payOut(db, env, userId)).rejects.toThrow();
    const failed = await payoutsOf(seller.creator.cookie);
    expect(failed.payouts[0]).toMatchObject({ status: "failed" });
    expect(failed.balances[0]).toMatchObject({ availableCents: creatorShareCents(2000), paidOutCents: 0 });

    stripeMode.restore();
    stripeMode = useStripeMode();
    expect(await payOut(db, env, userId)).toMatchObject({ status: "paid", amountCents: creatorShareCents(2000) });
    // The buyer's bank refunds the paid-out sale through Stripe's dashboard: the creator now owes its share.
    await deliverStripeEvent(
      stripeEvent("charge.refunded", {
        object: "charge",
        payment_intent: seller.sales[0]!.paymentId,
        amount: 2000,
        amount_refunded: 2000,
        refunded: true,
        metadata: {},
      }),
    );
    expect(await ledgerBalance(userId, false)).toBe(-creatorShareCents(2000));
    const owing = await payoutsOf(seller.creator.cookie);
    expect(owing.balances[0]).toMatchObject({ availableCents: 0, pendingCents: 0 });
    expect(await payOut(db, env, userId)).toBeNull();
  });
});
