import { env, exports } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { minorUnits } from "../../common/money";
import { onHttps, readError, registerAccount } from "../../test/client";
import { awaitMessage } from "../../test/outbox";
import { creatorWithProduct } from "../../test/sales";

const SITE = "https://inkspire.test";

/** Purchases as a deployed site answers them: over https, from a country Cloudflare names. */
function deployed() {
  const site = env.APP_ORIGIN;
  env.APP_ORIGIN = SITE;
  onTestFinished(() => {
    env.APP_ORIGIN = site;
  });
  return async (country: string, body: { productId: number; price: number; currency?: string }) => {
    const buyer = await registerAccount();
    const response = await exports.default.fetch(
      new Request(`${SITE}/api/marketplace/purchase`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, cookie: onHttps(buyer.cookie) },
        body: JSON.stringify(body),
        cf: { country },
      } as RequestInit),
    );
    return { buyer, response };
  };
}

async function rateOf(currency: string) {
  const row = await env.DB.prepare("select per_usd from currency_rates where currency = ?")
    .bind(currency)
    .first<{ per_usd: number }>();
  return row!.per_usd;
}

const chargeOf = (purchaseId: string) =>
  env.DB.prepare("select currency, amount_minor from purchase_charges where purchase_id = ?")
    .bind(purchaseId)
    .first<{ currency: string; amount_minor: number }>();

describe("the currency a deployed purchase is charged in", () => {
  it("is dollars or the buyer's country's, nothing else", async () => {
    const buy = deployed();
    const { productId } = await creatorWithProduct(1500);
    const fromUs = await buy("US", { productId, price: 15, currency: "EUR" });
    expect(fromUs.response.status).toBe(400);
    expect((await readError(fromUs.response)).fields).toHaveProperty("currency");
    const fromGermany = await buy("DE", { productId, price: 15, currency: "GBP" });
    expect(fromGermany.response.status).toBe(400);
    expect((await buy("DE", { productId, price: 15, currency: "EUR" })).response.status).toBe(200);
    expect((await buy("DE", { productId, price: 15, currency: "USD" })).response.status).toBe(200);
  });

  it("never charges a $1.73 product less than $1.73 at the stored rate, in any currency", async () => {
    const buy = deployed();
    const { productId } = await creatorWithProduct(173);
    const countries = { DE: "EUR", GB: "GBP", CA: "CAD", AU: "AUD", CN: "CNY", JP: "JPY", KR: "KRW" };
    for (const [country, currency] of Object.entries(countries)) {
      const { response } = await buy(country, { productId, price: 1.73 });
      expect([country, response.status]).toEqual([country, 200]);
      const { purchaseId } = (await response.json()) as { purchaseId: string };
      const charge = (await chargeOf(purchaseId))!;
      expect(charge.currency).toBe(currency);
      const worth = charge.amount_minor / minorUnits(currency);
      expect([currency, worth >= 1.73 * (await rateOf(currency))]).toEqual([currency, true]);
    }
  });

  it("refuses a charge below the card minimum of its currency, with a way that works", async () => {
    const buy = deployed();
    const { productId } = await creatorWithProduct(50);
    const inEuros = await buy("DE", { productId, price: 0.5, currency: "EUR" });
    expect(inEuros.response.status).toBe(400);
    expect((await readError(inEuros.response)).message).toMatch(/start at €0\.50: pay in US dollars/);
    expect((await buy("DE", { productId, price: 0.5, currency: "USD" })).response.status).toBe(200);
  });

  it("tells the creator what the buyer paid in their currency beside the dollars", async () => {
    const buy = deployed();
    const { creator, productId } = await creatorWithProduct(1500);
    const { response } = await buy("DE", { productId, price: 15, currency: "EUR" });
    expect(response.status).toBe(200);
    const mail = await awaitMessage(creator.email, /You made a sale/);
    // The dollars are what the euros brought in at the rate, which the share is counted from.
    expect(mail.text).toMatch(/sold for \$1[5-9]\.\d\d \(€\d+\.99\)/);
  });
});
