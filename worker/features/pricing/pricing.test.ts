import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerAccount } from "../../test/client";

interface Plan {
  id: string;
  localPrice: number;
  originalPrice: number;
  currency: string;
  features: string[];
}

describe("plans and prices", () => {
  it("lists the four tiers monthly and annually, in a local currency", async () => {
    const monthly = (await (await call("/api/pricing/plans?currency=USD")).json()) as { plans: Plan[] };
    expect(monthly.plans.map((p) => [p.id, p.localPrice])).toEqual([
      ["free", 0],
      ["creator-pro", 99],
      ["professional", 249],
      ["enterprise", 599],
    ]);
    const annual = (await (await call("/api/pricing/plans?currency=USD&period=annual")).json()) as { plans: Plan[] };
    expect(annual.plans.map((p) => p.localPrice)).toEqual([0, 79, 199, 499]);
    const euro = (await (await call("/api/pricing/plans?currency=EUR&country=DE")).json()) as { plans: Plan[] };
    expect(euro.plans[1]).toMatchObject({ currency: "EUR", localPrice: 85.14, originalPrice: 99 });
    expect(euro.plans[0]!.features[0]).toBe("2 Literary Studio generations a day");
  });
});

describe("subscriptions", () => {
  it("refuse a tampered price and record a correct one at the server's price", async () => {
    const { cookie } = await registerAccount();
    const tampered = await call("/api/create-subscription", {
      json: { tierId: "creator-pro", priceUSD: 1, localPrice: 1, localCurrency: "EUR", userRegion: "DE" },
      cookie,
    });
    expect(tampered.status).toBe(409);
    const response = await call("/api/create-subscription", {
      json: {
        tierId: "creator-pro",
        priceUSD: 99,
        localPrice: 85.14,
        localCurrency: "EUR",
        userRegion: "DE",
        userLanguage: "de",
      },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "active", plan: "creator-pro", testMode: true });
    const me = (await (await call("/api/auth/me", { cookie })).json()) as { user: { tier: string } };
    expect(me.user.tier).toBe("creator-pro");
    const row = await env.DB.prepare(
      "select currency, amount_minor, usd_cents from subscriptions order by created_at desc limit 1",
    ).first();
    expect(row).toEqual({ currency: "EUR", amount_minor: 8514, usd_cents: 9900 });
  });

  it("price by the request's country, not the region the client claims", async () => {
    const { cookie } = await registerAccount();
    const india = (await (await call("/api/pricing/plans?currency=USD&country=IN")).json()) as { plans: Plan[] };
    const discounted = india.plans[1]!.localPrice;
    expect(discounted).toBeLessThan(99);
    const fromTheUs = (json: object) =>
      exports.default.fetch(
        new Request("https://inkspire.test/api/create-subscription", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://inkspire.test", cookie },
          body: JSON.stringify(json),
          cf: { country: "US" },
        } as RequestInit),
      );
    expect(
      (
        await fromTheUs({
          tierId: "creator-pro",
          priceUSD: 99,
          localPrice: discounted,
          localCurrency: "USD",
          userRegion: "IN",
        })
      ).status,
    ).toBe(409);
    expect(
      (await fromTheUs({ tierId: "creator-pro", priceUSD: 99, localPrice: 99, localCurrency: "USD", userRegion: "IN" }))
        .status,
    ).toBe(200);
  });
});

describe("plan quotas", () => {
  const CREATE = { title: "A guide", description: "A guide to something useful for readers.", chapters: "One\nTwo" };

  it("refuse the third Literary Studio generation of the day on the free plan with 429 and a link to pricing", async () => {
    const { cookie } = await registerAccount();
    expect((await call("/api/literary/create", { json: CREATE, cookie })).status).toBe(200);
    expect((await call("/api/literary/create", { json: CREATE, cookie })).status).toBe(200);
    const third = await call("/api/literary/create", { json: CREATE, cookie });
    expect(third.status).toBe(429);
    const body = (await third.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("quota_exceeded");
    expect(body.error.message).toMatch(/Free plan includes 2 Literary Studio generations a day/);
    expect(body.error.message).toContain("/pricing");
  });

  it("hold under parallel requests: of five at once on the free plan, exactly two run", async () => {
    const { cookie } = await registerAccount();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => call("/api/literary/create", { json: CREATE, cookie }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("do not count a use whose job was refused", async () => {
    const { cookie, body } = await registerAccount();
    expect(
      (
        await call("/api/translate/content", {
          json: { text: "Hello there.", targetLanguage: "es", contentType: "post" },
          cookie,
        })
      ).status,
    ).toBe(503);
    const uses = await env.DB.prepare("select count(*) as n from ai_usage where user_id = ?")
      .bind(body.user.id)
      .first<{ n: number }>();
    expect(uses!.n).toBe(0);
  });

  it("allow a paid plan more and count humanizer tools together", async () => {
    const free = await registerAccount();
    expect(
      (
        await call("/api/smart-mode", {
          json: { content: "Moreover, it is crucial to leverage robust tools." },
          cookie: free.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("/api/humanizer/demo", { json: { text: "Moreover, it is crucial." }, cookie: free.cookie })).status,
    ).toBe(429);
    await env.DB.prepare("update users set tier = 'professional' where id = ?").bind(free.body.user.id).run();
    expect(
      (await call("/api/humanizer/demo", { json: { text: "Moreover, it is crucial." }, cookie: free.cookie })).status,
    ).toBe(200);
  });

  it("are off when PLAN_QUOTAS is off", async () => {
    const { cookie } = await registerAccount();
    const bindings = env as { PLAN_QUOTAS?: string };
    bindings.PLAN_QUOTAS = "off";
    try {
      for (let i = 0; i < 3; i++)
        expect((await call("/api/literary/create", { json: CREATE, cookie })).status).toBe(200);
    } finally {
      bindings.PLAN_QUOTAS = "on";
    }
  });
});
