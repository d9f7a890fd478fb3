import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { creatorShareCents } from "../../payments/ledger";
import { apiClient, freshIp, readError } from "../../test/client";
import { buy, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../../test/sales";
import type { marketplaceRoutes } from "./routes";

async function newCode(cookie: string, code: Record<string, unknown>) {
  return marketplaceAs(cookie)["discount-codes"].$post({ json: code as never });
}

describe("discount codes", () => {
  it("take a percentage off at the server, show on the receipt, and credit 80% of what was charged", async () => {
    const { creator, productId } = await creatorWithProduct(2000);
    expect((await newCode(creator.cookie, { code: "spring25", productId, percentOff: 25 })).status).toBe(201);

    const preview = await marketplaceAs(creator.cookie).item[":id"].discount.$get({
      param: { id: String(productId) },
      query: { code: "Spring25" },
    });
    expect(await preview.json()).toMatchObject({ code: "SPRING25", priceCents: 1500, discountCents: 500 });

    const { buyer, response } = await buy(productId, 2000, "spring25");
    expect(response.status).toBe(200);
    const { purchaseId } = await response.json();
    const receipt = await (
      await marketplaceAs(buyer.cookie).purchases[":purchaseId"].$get({ param: { purchaseId } })
    ).json();
    expect(receipt.receipt).toMatchObject({ priceCents: 1500, listPriceCents: 2000, discountCode: "SPRING25" });
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(1500));
    const codes = await (await marketplaceAs(creator.cookie)["discount-codes"].$get()).json();
    expect(codes.codes[0]).toMatchObject({ code: "SPRING25", uses: 1 });
  });

  it("take a fixed amount off every product of the creator, never below the smallest card charge", async () => {
    const { creator, productId } = await creatorWithProduct(1000);
    await newCode(creator.cookie, { code: "TENOFF", amountOff: 9.8 });
    const { response } = await buy(productId, 1000, "TENOFF");
    const { purchaseId } = await response.json();
    const row = await env.DB.prepare("select price_cents from purchases where id = ?")
      .bind(purchaseId)
      .first<{ price_cents: number }>();
    expect(row!.price_cents).toBe(50);
  });

  it("make a product free at 100% off, without a checkout", async () => {
    const stripeMode = useStripeMode();
    try {
      const { creator, productId } = await creatorWithProduct(1000);
      await newCode(creator.cookie, { code: "GIFT", productId, percentOff: 100 });
      const { response } = await buy(productId, 1000, "GIFT");
      const answer = await response.json();
      expect(answer).not.toHaveProperty("checkoutUrl");
      expect(stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
      const row = await env.DB.prepare("select status, price_cents from purchases where id = ?")
        .bind(answer.purchaseId)
        .first();
      expect(row).toEqual({ status: "paid", price_cents: 0 });
    } finally {
      stripeMode.restore();
    }
  });

  describe("refused", () => {
    let productId: number;
    let otherProductId: number;
    let cookie: string;
    beforeEach(async () => {
      const seller = await creatorWithProduct(1500);
      productId = seller.productId;
      cookie = seller.creator.cookie;
      otherProductId = (await creatorWithProduct(1500)).productId;
    });

    const refusal = async (id: number, code: string) => {
      const { response } = await buy(id, 1500, code);
      return { status: response.status, code: (await readError(response)).code };
    };

    it("when unknown, or another creator's product's", async () => {
      await newCode(cookie, { code: "MINE", percentOff: 10 });
      expect(await refusal(productId, "NOPE")).toEqual({ status: 404, code: "discount_unknown" });
      expect(await refusal(otherProductId, "MINE")).toEqual({ status: 404, code: "discount_unknown" });
    });

    it("when expired", async () => {
      await newCode(cookie, { code: "SOON", percentOff: 10, expiresAt: Date.now() + 60_000 });
      await env.DB.prepare("update discount_codes set expires_at = ? where code = 'SOON'")
        .bind(Date.now() - 1)
        .run();
      expect(await refusal(productId, "SOON")).toEqual({ status: 410, code: "discount_expired" });
    });

    it("when used up", async () => {
      await newCode(cookie, { code: "ONCE", percentOff: 10, maxUses: 1 });
      expect((await buy(productId, 1500, "ONCE")).response.status).toBe(200);
      expect(await refusal(productId, "ONCE")).toEqual({ status: 410, code: "discount_used_up" });
    });

    it("and nothing is sold at another price", async () => {
      const before = await env.DB.prepare("select count(*) as n from purchases where product_id = ?")
        .bind(productId)
        .first<{ n: number }>();
      await refusal(productId, "NOPE");
      const after = await env.DB.prepare("select count(*) as n from purchases where product_id = ?")
        .bind(productId)
        .first<{ n: number }>();
      expect(after).toEqual(before);
    });
  });

  it("are the creator's own: a code for someone else's product, a duplicate or a bad amount is refused", async () => {
    const { creator, productId } = await creatorWithProduct(1000);
    const other = await creatorWithProduct(1000);
    expect((await newCode(creator.cookie, { code: "THEIRS", productId: other.productId, percentOff: 5 })).status).toBe(
      404,
    );
    expect((await newCode(creator.cookie, { code: "TWICE", productId, percentOff: 5 })).status).toBe(201);
    expect((await newCode(creator.cookie, { code: "twice", productId, percentOff: 5 })).status).toBe(409);
    expect((await newCode(creator.cookie, { code: "BOTH", percentOff: 5, amountOff: 1 })).status).toBe(400);
    expect((await newCode(creator.cookie, { code: "HUGE", percentOff: 150 })).status).toBe(400);
    expect((await newCode(creator.cookie, { code: "PAST", percentOff: 5, expiresAt: Date.now() - 1000 })).status).toBe(
      400,
    );
    const theirs = await (await marketplaceAs(other.creator.cookie)["discount-codes"].$get()).json();
    expect(theirs.codes).toEqual([]);
  });
});

describe("guessing discount codes", () => {
  it("is bounded: the 31st try from one address in ten minutes is refused", async () => {
    const { productId } = await creatorWithProduct(1000);
    const ip = freshIp();
    const preview = (code: string) =>
      apiClient<typeof marketplaceRoutes>("/api/marketplace", { ip }).item[":id"].discount.$get({
        param: { id: String(productId) },
        query: { code },
      });
    for (let i = 0; i < 30; i++) expect((await preview(`GUESS${i}`)).status).toBe(404);
    const refused = await preview("GUESS30");
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
  });
});

describe("a discounted Stripe checkout", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("charges the discounted price and names the code on the payment page", async () => {
    const { creator, productId } = await creatorWithProduct(4000);
    await newCode(creator.cookie, { code: "HALF", productId, percentOff: 50 });
    const { response } = await buy(productId, 4000, "HALF");
    expect(await response.json()).toMatchObject({ checkoutUrl: expect.stringContaining("checkout.stripe.com") });
    const [session] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(session!.params["line_items[0][price_data][unit_amount]"]).toBe("2000");
    expect(session!.params["line_items[0][price_data][product_data][name]"]).toMatch(/code HALF/);
  });
});
