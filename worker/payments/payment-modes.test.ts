import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import type { pricingRoutes, subscriptionRoutes } from "../features/pricing/routes";
import { apiClient, readError, registerAccount } from "../test/client";
import { checkoutProvider } from "./checkout";

const configured = { PAYMENTS_MODE: env.PAYMENTS_MODE, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY };
afterEach(() => {
  env.PAYMENTS_MODE = configured.PAYMENTS_MODE;
  env.STRIPE_SECRET_KEY = configured.STRIPE_SECRET_KEY;
});

async function tryToBuy() {
  const { cookie } = await registerAccount();
  const product = await env.DB.prepare("select price_cents from products where id = 4").first<{
    price_cents: number;
  }>();
  return apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie }).purchase.$post({
    json: { productId: 4, price: product!.price_cents / 100 },
  });
}

async function tryToSubscribe() {
  const { cookie } = await registerAccount();
  return apiClient<typeof subscriptionRoutes>("/api/create-subscription", { cookie }).index.$post({
    json: { tierId: "creator-pro", priceUSD: 99, localPrice: 99, localCurrency: "USD" },
  });
}

describe("payment modes", () => {
  it("refuse purchases and plans with 503 when none is configured, and give nothing away", async () => {
    env.PAYMENTS_MODE = undefined;
    env.STRIPE_SECRET_KEY = undefined;
    const orders = "select (select count(*) from purchases) + (select count(*) from subscriptions) as n";
    const before = await env.DB.prepare(orders).first<{ n: number }>();
    for (const attempt of [tryToBuy, tryToSubscribe]) {
      const response = await attempt();
      expect(response.status).toBe(503);
      const error = await readError(response);
      expect(error.code).toBe("payments_unavailable");
      expect(error.message).toMatch(/PAYMENTS_MODE=stripe/);
    }
    expect(await env.DB.prepare(orders).first<{ n: number }>()).toEqual(before);
  });

  it("are told to the pricing page, so it can say whether buying charges money", async () => {
    const plans = () => apiClient<typeof pricingRoutes>("/api/pricing").plans.$get({ query: {} });
    env.PAYMENTS_MODE = undefined;
    env.STRIPE_SECRET_KEY = undefined;
    expect((await (await plans()).json()).payments).toBe("unavailable");
    env.PAYMENTS_MODE = "test";
    expect((await (await plans()).json()).payments).toBe("test");
    env.PAYMENTS_MODE = "stripe";
    env.STRIPE_SECRET_KEY = "sk_test_x";
    expect((await (await plans()).json()).payments).toBe("stripe");
  });

  it("refuse Stripe mode without its key", async () => {
    env.PAYMENTS_MODE = "stripe";
    env.STRIPE_SECRET_KEY = undefined;
    expect((await tryToBuy()).status).toBe(503);
  });

  it("sell in test mode only when the operator opts in, and say so", async () => {
    env.PAYMENTS_MODE = "test";
    const response = await tryToBuy();
    expect(response.status).toBe(200);
    expect((await response.json()).testMode).toBe(true);
  });

  it("choose Stripe when only its key is set, and test mode only when asked, whatever the key", () => {
    expect(checkoutProvider({ ...env, PAYMENTS_MODE: undefined, STRIPE_SECRET_KEY: "sk_test_x" }).name).toBe("stripe");
    expect(checkoutProvider({ ...env, PAYMENTS_MODE: "test", STRIPE_SECRET_KEY: "sk_test_x" }).name).toBe("test");
    expect(() => checkoutProvider({ ...env, PAYMENTS_MODE: "free", STRIPE_SECRET_KEY: undefined })).toThrow(
      /Payments are not configured/,
    );
  });
});
