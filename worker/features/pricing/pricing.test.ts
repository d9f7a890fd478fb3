import { env, exports } from "cloudflare:workers";
import type { InferRequestType } from "hono/client";
import { describe, expect, it, onTestFinished } from "vitest";
import { apiClient, authClient, onHttps, readError, registerAccount } from "../../test/client";
import { clientWith } from "../../test/faulty-bindings";
import type { translateRoutes } from "../global/routes";
import type { humanizerRoutes } from "../humanizer/routes";
import type { literaryRoutes } from "../literary/routes";
import type { pricingRoutes, subscriptionRoutes } from "./routes";

const pricing = apiClient<typeof pricingRoutes>("/api/pricing");

async function plans(query: InferRequestType<typeof pricing.plans.$get>["query"]) {
  return (await pricing.plans.$get({ query })).json();
}

const subscribe = (cookie: string) => apiClient<typeof subscriptionRoutes>("/api/create-subscription", { cookie });

describe("plans and prices", () => {
  it("lists the four tiers monthly and annually, in a local currency", async () => {
    const monthly = await plans({ currency: "USD" });
    expect(monthly.plans.map((p) => [p.id, p.localPrice])).toEqual([
      ["free", 0],
      ["creator-pro", 99],
      ["professional", 249],
      ["enterprise", 599],
    ]);
    const annual = await plans({ currency: "USD", period: "annual" });
    expect(annual.plans.map((p) => p.localPrice)).toEqual([0, 79, 199, 499]);
    const euro = await plans({ currency: "EUR", country: "DE" });
    // 99 × the stored rate is 85.14 €: shown, and charged, as a shop in euros would show it.
    expect(euro.plans[1]).toMatchObject({ currency: "EUR", localPrice: 85.99, originalPrice: 99 });
    expect(euro.plans[0]!.features[0]).toBe("2 Literary Studio generations a day");
    // English's plural forms by the count: the free plan's one humanizer use is "use", not "uses".
    expect(euro.plans[0]!.features[1]).toBe("1 AI Humanizer use a day");
  });
});

describe("a plan's features", () => {
  it("lists what a tier includes and which gated features it has, and refuses an unknown tier", async () => {
    const free = await (await pricing.features.$get({ query: {} })).json();
    expect(free).toMatchObject({ success: true, tier: "free", name: "Free" });
    expect(free.features[1]).toBe("1 AI Humanizer use a day");
    expect(free.gated.find((g) => g.id === "kdp-premium")).toMatchObject({ included: false, from: "creator-pro" });
    const professional = await (await pricing.features.$get({ query: { tier: "professional" } })).json();
    expect(professional.gated.every((g) => g.included)).toBe(true);
    expect(professional.features).toContain("Global Hiring Hub access");
    const unknown = await pricing.features.$get({ query: { tier: "gold" as never } });
    expect(unknown.status).toBe(400);
    expect((await readError(unknown)).code).toBe("invalid_input");
  });
});

describe("subscriptions", () => {
  it("refuse a tampered price and record a correct one at the server's price", async () => {
    const { cookie } = await registerAccount();
    const tampered = await subscribe(cookie).index.$post({
      json: { tierId: "creator-pro", priceUSD: 1, localPrice: 1, localCurrency: "EUR", userRegion: "DE" },
    });
    expect(tampered.status).toBe(409);
    const response = await subscribe(cookie).index.$post({
      json: {
        tierId: "creator-pro",
        priceUSD: 99,
        localPrice: 85.99,
        localCurrency: "EUR",
        userRegion: "DE",
        userLanguage: "de",
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "active", plan: "creator-pro", testMode: true });
    const me = await (await authClient({ cookie }).me.$get()).json();
    expect(me.user?.tier).toBe("creator-pro");
    const row = await env.DB.prepare(
      "select currency, amount_minor, usd_cents from subscriptions order by created_at desc limit 1",
    ).first();
    expect(row).toEqual({ currency: "EUR", amount_minor: 8599, usd_cents: 9999 });
  });

  it("price by the request's country, not the region the client claims", async () => {
    const { cookie } = await registerAccount();
    const india = await plans({ currency: "USD", country: "IN" });
    const discounted = india.plans[1]!.localPrice;
    expect(discounted).toBeLessThan(99);
    const site = env.APP_ORIGIN;
    env.APP_ORIGIN = "https://inkspire.test";
    onTestFinished(() => {
      env.APP_ORIGIN = site;
    });
    const fromTheUs = (json: object) =>
      exports.default.fetch(
        new Request("https://inkspire.test/api/create-subscription", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "https://inkspire.test",
            cookie: onHttps(cookie),
          },
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

  it("charge the list price, whatever region the client claims, to a deployed request from no known country", async () => {
    const { cookie } = await registerAccount();
    const discounted = (await plans({ currency: "USD", country: "IN" })).plans[1]!.localPrice;
    const site = env.APP_ORIGIN;
    env.APP_ORIGIN = "https://inkspire.test";
    onTestFinished(() => {
      env.APP_ORIGIN = site;
    });
    for (const cf of [{ country: "T1" }, { country: "XX" }, {}]) {
      const claim = (localPrice: number) =>
        exports.default.fetch(
          new Request("https://inkspire.test/api/create-subscription", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "https://inkspire.test", cookie: onHttps(cookie) },
            body: JSON.stringify({
              tierId: "creator-pro",
              priceUSD: 99,
              localPrice,
              localCurrency: "USD",
              userRegion: "IN",
            }),
            cf,
          } as RequestInit),
        );
      expect([cf, (await claim(discounted)).status]).toEqual([cf, 409]);
      if (!("country" in cf)) expect((await claim(99)).status).toBe(200);
    }
  });
});

describe("plan quotas", () => {
  const CREATE = { title: "A guide", description: "A guide to something useful for readers.", chapters: "One\nTwo" };
  // A model that writes: only a model's generation counts against the allowance (an offline scaffold does not).
  const writingModel = {
    run: async () => ({
      response: "## One\n\nA paragraph of the guide.",
      usage: { prompt_tokens: 10, completion_tokens: 10 },
    }),
  } as unknown as Ai;
  const create = (cookie: string) =>
    clientWith<typeof literaryRoutes>("/api/literary", cookie, { AI: writingModel }).create.$post({ json: CREATE });
  const humanizer = (cookie: string) => apiClient<typeof humanizerRoutes>("/api", { cookie });

  it("refuse the third Literary Studio generation of the day on the free plan with 429 and a link to pricing", async () => {
    const { cookie } = await registerAccount();
    expect((await create(cookie)).status).toBe(200);
    expect((await create(cookie)).status).toBe(200);
    const third = await create(cookie);
    expect(third.status).toBe(429);
    const error = await readError(third);
    expect(error.code).toBe("quota_exceeded");
    expect(error.message).toMatch(/Free plan includes 2 Literary Studio generations a day/);
    expect(error.message).toContain("pricing page");
    expect(error.message).not.toContain("/pricing");
  });

  it("hold under parallel requests: of five at once on the free plan, exactly two run", async () => {
    const { cookie } = await registerAccount();
    const statuses = await Promise.all(Array.from({ length: 5 }, () => create(cookie).then((r): number => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("do not count a use whose job was refused", async () => {
    const { cookie, body } = await registerAccount();
    expect(
      (
        await apiClient<typeof translateRoutes>("/api/translate", { cookie }).content.$post({
          json: { text: "Hello there.", targetLanguage: "es", contentType: "post" },
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
        await humanizer(free.cookie)["smart-mode"].$post({
          json: { content: "Moreover, it is crucial to leverage robust tools." },
        })
      ).status,
    ).toBe(200);
    const demo = () => humanizer(free.cookie).humanizer.demo.$post({ json: { text: "Moreover, it is crucial." } });
    expect((await demo()).status).toBe(429);
    await env.DB.prepare("update users set tier = 'professional' where id = ?").bind(free.body.user.id).run();
    expect((await demo()).status).toBe(200);
  });

  it("are off when PLAN_QUOTAS is off", async () => {
    const { cookie } = await registerAccount();
    env.PLAN_QUOTAS = "off";
    try {
      for (let i = 0; i < 3; i++) expect((await create(cookie)).status).toBe(200);
    } finally {
      env.PLAN_QUOTAS = "on";
    }
  });
});
