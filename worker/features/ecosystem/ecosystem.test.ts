import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient, registerAccount, registerAdmin } from "../../test/client";
import { startFromTheDemoData } from "../../test/fresh-platform";
import { creatorWithProduct, marketplaceAs } from "../../test/sales";
import type { marketingRoutes } from "../marketing/routes";
import type { automatedSystemRoutes } from "../system-status/routes";
import type { ecosystemRoutes } from "./routes";

// What this file asks is about the whole platform: it starts from the demo data alone (worker/test/fresh-platform.ts).
beforeAll(startFromTheDemoData);

const ecosystem = (cookie?: string) => apiClient<typeof ecosystemRoutes>("/api/ecosystem", { cookie });
const marketing = (cookie: string) => apiClient<typeof marketingRoutes>("/api/marketing", { cookie });

// The tests of this file share one admin account.
let registeredAdmin: ReturnType<typeof registerAdmin> | undefined;
const admin = async () => {
  registeredAdmin ??= registerAdmin();
  return (await registeredAdmin).cookie;
};
const initialize = async (cookie: string) =>
  (await ecosystem(cookie)["initialize-ultimate"].$post({ json: { targetLanguages: 50, targetMarkets: 25 } })).json();

describe("the ultimate ecosystem", () => {
  it("is an admin's: others are refused every call", async () => {
    const { cookie } = await registerAccount();
    for (const path of ["initialize-ultimate", "optimize-performance", "launch-expansion"] as const) {
      expect((await ecosystem()[path].$post({ json: {} })).status).toBe(401);
      expect((await ecosystem(cookie)[path].$post({ json: {} })).status).toBe(403);
    }
  });

  it("measures its figures and gauges from the database", async () => {
    const cookie = await admin();
    const before = await initialize(cookie);
    expect(before.metrics.supportedLanguages).toBe(12);
    const { productId, priceCents } = await creatorWithProduct(3000);
    const buyer = await registerAccount();
    await marketplaceAs(buyer.cookie).purchase.$post({ json: { productId, price: priceCents / 100 } });
    await env.DB.prepare("update users set language = 'ja' where id = ?").bind(buyer.body.user.id).run();
    await env.DB.prepare(
      "insert into product_reviews (id, product_id, user_id, rating, body, created_at) values (?, ?, ?, 4, 'Useful.', ?)",
    )
      .bind(crypto.randomUUID(), productId, buyer.body.user.id, Date.now())
      .run();
    const after = await initialize(cookie);
    expect(after.metrics.totalUsers).toBe(Number(before.metrics.totalUsers) + 2);
    expect(after.metrics.activeCreators).toBe(Number(before.metrics.activeCreators) + 1);
    // A test-mode sale is not revenue.
    expect(after.metrics.globalRevenue).toBe(before.metrics.globalRevenue);
    expect(after.metrics.languagesInUse).toBeGreaterThanOrEqual(1);
    expect(after.performance.userSatisfaction).not.toBeNull();
    expect(after.performance.paymentSuccess).toBeGreaterThan(0);
    expect(after.markets).toHaveLength(18);
  });

  it("launches the expansion markets once, and campaigns may then target them", async () => {
    const cookie = await admin();
    const { cookie: member } = await registerAccount();
    const campaignInLagos = () =>
      marketing(member)["create-campaign"].$post({
        json: { name: "Lagos", type: "social", targetAudience: "Readers", goal: "Sell.", markets: ["NG"] },
      });
    const refused = await campaignInLagos();
    expect(refused.status).toBe(400);

    const launched = await ecosystem(cookie)["launch-expansion"].$post({ json: {} });
    const body = await launched.json();
    // China, India and Brazil are base markets already: nine are new.
    expect(body.added).toEqual(["RU", "ZA", "ID", "TR", "TH", "VN", "PH", "EG", "NG"]);
    expect(body.totalMarkets).toBe(27);
    const again = await (await ecosystem(cookie)["launch-expansion"].$post({ json: {} })).json();
    expect(again).toMatchObject({ added: [], totalMarkets: 27 });

    const markets = await (await marketing(member).markets.$get()).json();
    expect(markets.markets).toContain("NG");
    const accepted = await campaignInLagos();
    expect(accepted.status).toBe(200);
    expect((await initialize(cookie)).metrics.activeMarkets).toBe(27);
  });

  it("optimizes for real: the audit's fixes and the statistics, measured and recorded as maintenance", async () => {
    const cookie = await admin();
    const stale = await registerAccount();
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, stale.body.user.id)
      .run();
    const response = await ecosystem(cookie)["optimize-performance"].$post({ json: { optimizeDatabase: true } });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.statisticsUpdated).toBe(true);
    expect(result.fixed.find((fix) => fix.id === "expired-sessions")!.changed).toBeGreaterThanOrEqual(1);
    expect(result.improvementPercentage).toBeCloseTo(
      ((result.latencyBeforeMs - result.latencyAfterMs) / result.latencyBeforeMs) * 100,
      0,
    );
    const automatedSystem = apiClient<typeof automatedSystemRoutes>("/api/automated-system", { cookie });
    const status = await (await automatedSystem.status.$get()).json();
    expect(Date.parse(status.systemHealth.lastHealing!)).toBeGreaterThan(Date.now() - 60_000);
  });
});
