import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import { buyThroughStripe, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";
import { creatorShareCents } from "./ledger";
import { payOut } from "./payouts";

/**
 * The ledger never goes out of balance: after a mix of sales, discounted sales, refunds (from the site and from
 * Stripe, partial and full), disputes won and lost, payouts and repeated events, every creator's ledger equals 80%
 * of what they kept less what was paid out to them, and the creators' balances plus their payouts plus the
 * platform's share plus what went back to buyers equal what was charged.
 */
describe("the ledger", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("balances to the cent after sales, refunds, disputes and replays", async () => {
    const sellers = [await creatorWithProduct(1999), await creatorWithProduct(4550), await creatorWithProduct(777)];
    await marketplaceAs(sellers[1]!.creator.cookie)["discount-codes"].$post({
      json: { code: "THIRD", productId: sellers[1]!.productId, percentOff: 33 },
    });
    /** What each purchase finally kept (charged less refunded), by purchase id. */
    const kept = new Map<string, { creatorId: string; charged: number; refunded: number }>();
    const sales: { purchaseId: string; paymentId: string; charged: number; creatorId: string }[] = [];

    for (let round = 0; round < 4; round++) {
      for (const [i, seller] of sellers.entries()) {
        const code = i === 1 && round % 2 === 0 ? "THIRD" : undefined;
        const sale = await buyThroughStripe(seller.productId, seller.priceCents, code);
        const row = await env.DB.prepare("select price_cents from purchases where id = ?")
          .bind(sale.purchaseId)
          .first<{ price_cents: number }>();
        sales.push({ ...sale, charged: row!.price_cents, creatorId: seller.creator.body.user.id });
        kept.set(sale.purchaseId, { creatorId: seller.creator.body.user.id, charged: row!.price_cents, refunded: 0 });
      }
    }

    const charge = (sale: (typeof sales)[number], refunded: number) =>
      stripeEvent("charge.refunded", {
        object: "charge",
        payment_intent: sale.paymentId,
        amount: sale.charged,
        amount_refunded: refunded,
        refunded: refunded === sale.charged,
        metadata: {},
      });
    const dispute = (type: string, sale: (typeof sales)[number], status: string) =>
      stripeEvent(type, { object: "dispute", payment_intent: sale.paymentId, status, metadata: {} });

    // A refund from the site, then Stripe's event for it, delivered twice.
    const [a, b, c, d, e] = sales;
    const creatorCookie = sellers.find((s) => s.creator.body.user.id === a!.creatorId)!.creator.cookie;
    await marketplaceAs(creatorCookie).sales[":purchaseId"].refund.$post({ param: { purchaseId: a!.purchaseId } });
    const aRefunded = charge(a!, a!.charged);
    await deliverStripeEvent(aRefunded);
    await deliverStripeEvent(aRefunded);
    kept.get(a!.purchaseId)!.refunded = a!.charged;
    // Partial refunds in Stripe's dashboard: a third, then more.
    await deliverStripeEvent(charge(b!, Math.floor(b!.charged / 3)));
    await deliverStripeEvent(charge(b!, Math.floor(b!.charged / 2)));
    kept.get(b!.purchaseId)!.refunded = Math.floor(b!.charged / 2);
    // Disputes: one won, one lost, one still open.
    await deliverStripeEvent(dispute("charge.dispute.created", c!, "needs_response"));
    await deliverStripeEvent(dispute("charge.dispute.closed", c!, "won"));
    await deliverStripeEvent(dispute("charge.dispute.created", d!, "needs_response"));
    await deliverStripeEvent(dispute("charge.dispute.closed", d!, "lost"));
    kept.get(d!.purchaseId)!.refunded = d!.charged;
    await deliverStripeEvent(dispute("charge.dispute.created", e!, "needs_response"));
    const held = e!.purchaseId;

    // Older sales leave the refund window and are paid out to two of the creators.
    await env.DB.prepare("update purchases set paid_at = paid_at - 40 * 86400000 where id in (?, ?, ?)")
      .bind(sales[0]!.purchaseId, sales[1]!.purchaseId, sales[5]!.purchaseId)
      .run();
    const db = createDatabase(env.DB);
    for (const seller of sellers.slice(0, 2)) {
      await env.DB.prepare(
        "insert into payout_accounts (user_id, provider, account_id, status, test_mode, created_at, updated_at) values (?, 'stripe', ?, 'active', 0, 0, 0)",
      )
        .bind(seller.creator.body.user.id, `acct_${seller.creator.body.user.id}`)
        .run();
      await payOut(db, env, seller.creator.body.user.id);
    }
    const paidOut = async (creatorId: string) =>
      (await env.DB.prepare(
        "select coalesce(sum(amount_cents), 0) as cents from payouts where creator_id = ? and status = 'paid'",
      )
        .bind(creatorId)
        .first<{ cents: number }>())!.cents;
    expect(stripeMode.stripe.callsTo("POST", "/v1/transfers").length).toBeGreaterThan(0);

    for (const seller of sellers) {
      const id = seller.creator.body.user.id;
      const expected = [...kept.entries()]
        .filter(([purchaseId, sale]) => sale.creatorId === id && purchaseId !== held)
        .reduce((sum, [, sale]) => sum + creatorShareCents(sale.charged - sale.refunded), 0);
      expect(await ledgerBalance(id, false)).toBe(expected - (await paidOut(id)));
    }

    // Every cent charged is either the creators', the platform's or back with the buyer (an open dispute's share is
    // held, not lost: it is owed to the creator or the buyer when the dispute closes).
    const ids = sellers.map((s) => s.creator.body.user.id);
    const placeholders = ids.map(() => "?").join(", ");
    const totals = await env.DB.prepare(
      `select
         (select coalesce(sum(p.price_cents), 0) from purchases p join products pr on pr.id = p.product_id
           where pr.creator_id in (${placeholders}) and p.status <> 'pending') as charged,
         (select coalesce(sum(amount_cents), 0) from creator_ledger where creator_id in (${placeholders})) as creators`,
    )
      .bind(...ids, ...ids)
      .first<{ charged: number; creators: number }>();
    const refunded = [...kept.values()].reduce((sum, sale) => sum + sale.refunded, 0);
    let sentToCreators = 0;
    for (const id of ids) sentToCreators += await paidOut(id);
    const heldShare = creatorShareCents(kept.get(held)!.charged);
    const platform = [...kept.values()].reduce(
      (sum, sale) => sum + (sale.charged - sale.refunded) - creatorShareCents(sale.charged - sale.refunded),
      0,
    );
    expect(totals!.creators + sentToCreators + heldShare + platform + refunded).toBe(totals!.charged);
  });
});
