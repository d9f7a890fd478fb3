import { env } from "cloudflare:workers";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { AiSession } from "../../ai/session";
import { apiClient, rawRequest, readError, registerAccount, registerAdmin, registerOnPlan } from "../../test/client";
import { creatorWithProduct } from "../../test/sales";
import type { contentRoutes, globalSeoRoutes } from "./content-routes";
import { runStep } from "./pipeline";
import { scoreSeo, seoOutline, seoValueLabel } from "./seo";

const globalSeo = (cookie: string) => apiClient<typeof globalSeoRoutes>("/api/global-seo", { cookie });
const content = (cookie: string) => apiClient<typeof contentRoutes>("/api/content", { cookie });

describe("the content factory", () => {
  it("scores SEO from the content itself", () => {
    const outline = seoOutline({
      market: "DE",
      contentType: "seo-articles",
      industry: "healthcare",
      topic: "Stroke rehabilitation at home",
      keywords: ["stroke rehabilitation", "home care"],
    });
    const seo = scoreSeo({ ...outline, keywords: ["stroke rehabilitation", "home care"] });
    expect(seo.checks.find((c) => c.name === "Keyword in title")!.points).toBe(20);
    expect(seo.checks.find((c) => c.name === "Heading structure")!.points).toBe(10);
    expect(seo.score).toBe(seo.checks.reduce((s, c) => s + c.points, 0));
    expect(
      scoreSeo({ title: "Nothing", content: "Plain text.", metaDescription: "", keywords: ["absent"] }).score,
    ).toBeLessThan(30);
  });

  it("labels values Diamond, Platinum, Gold or High", () => {
    expect([95, 90, 87, 85, 80, 79].map(seoValueLabel)).toEqual([
      "Diamond",
      "Diamond",
      "Platinum",
      "Platinum",
      "Gold",
      "High",
    ]);
  });

  it("generates an outline offline with headings, FAQ, meta description and the measured score", async () => {
    const { cookie } = await registerOnPlan("professional");
    const generate = globalSeo(cookie)["generate-global-content"];
    const response = await generate.$post({
      json: {
        market: "JP",
        contentType: "market-reports",
        industry: "finance",
        topic: "Budgeting apps",
        keywords: "budgeting apps, savings",
      },
    });
    const body = await response.json();
    expect(body.engine).toBe("offline");
    expect(body.content.content).toContain("## Frequently asked questions about budgeting apps");
    expect(body.content.language).toBe("ja");
    expect(body.content.metaDescription.length).toBeLessThanOrEqual(160);
    // Figures from data only: the member's real sales in the market (none yet), no invented value, reach or rate.
    expect(body.content.marketSales).toEqual({ revenueCents: 0, sales: 0 });
    expect(body.content).not.toHaveProperty("revenueValue");
    expect(body.content).not.toHaveProperty("globalReach");
    const unknownMarket = { market: "XX", contentType: "market-reports", industry: "finance", topic: "x" };
    // A market the router's types refuse, so it goes as a raw request.
    expect((await rawRequest("/api/global-seo/generate-global-content", { json: unknownMarket, cookie })).status).toBe(
      400,
    );
  });

  it("counts each market's real revenue, the member's own products' only, and the platform's for an admin", async () => {
    const { creator, productId } = await creatorWithProduct(2500);
    const paidIn = async (country: string, testMode: boolean) => {
      const buyer = await registerAccount();
      await env.DB.prepare(
        `insert into purchases (id, product_id, buyer_id, price_cents, status, provider, test_mode, country, created_at,
          paid_at) values (?, ?, ?, 2500, 'paid', ?, ?, ?, ?, ?)`,
      )
        .bind(
          crypto.randomUUID(),
          productId,
          buyer.body.user.id,
          testMode ? "test" : "stripe",
          Number(testMode),
          country,
          Date.now(),
          Date.now(),
        )
        .run();
    };
    await paidIn("DE", false);
    // A test-mode sale moved no money: it is not revenue (decision 10).
    await paidIn("DE", true);
    await paidIn("FR", true);
    const { markets } = await (await globalSeo(creator.cookie).markets.$get()).json();
    expect(markets).toHaveLength(12);
    expect(markets.find((m) => m.market === "DE")).toMatchObject({ revenueCents: 2500, sales: 1 });
    expect(markets.find((m) => m.market === "FR")).toMatchObject({ revenueCents: 0, sales: 0 });

    const stranger = await registerAccount();
    const theirs = (await (await globalSeo(stranger.cookie).markets.$get()).json()).markets;
    expect(theirs.every((m) => m.revenueCents === 0)).toBe(true);
    const admin = await registerAdmin();
    const platform = (await (await globalSeo(admin.cookie).markets.$get()).json()).markets;
    expect(platform.find((m) => m.market === "DE")!.revenueCents).toBeGreaterThanOrEqual(2500);
  });
});

describe("the content pipeline", () => {
  it("shows a template's comparable sales: the creator's matching products' real sales, not test ones", async () => {
    const { cookie, body } = await registerOnPlan("professional");
    const { creatorId, sold } = { creatorId: body.user.id, sold: Date.now() };
    const product = await env.DB.prepare(
      `insert into products (slug, creator_id, title, author, description, category, price_cents, tags, file_key,
        file_name, file_type, file_size, created_at, updated_at)
       values (?, ?, 'Running a Laundromat', 'A. Writer', 'How to run one.', 'Business', 4900, '["small business"]',
        'products/x.pdf', 'x.pdf', 'application/pdf', 4, ?, ?) returning id`,
    )
      .bind(`laundromat-${crypto.randomUUID()}`, creatorId, sold, sold)
      .first<{ id: number }>();
    // One purchase per buyer and product, so each sale has a buyer of its own.
    const sale = async (testMode: number, status: string) =>
      env.DB.prepare(
        `insert into purchases (id, product_id, buyer_id, price_cents, status, provider, test_mode, created_at)
         values (?, ?, ?, 4900, ?, ?, ?, ?)`,
      )
        .bind(
          crypto.randomUUID(),
          product!.id,
          (await registerAccount()).body.user.id,
          status,
          testMode ? "test" : "stripe",
          testMode,
          sold,
        )
        .run();
    await sale(0, "paid");
    await sale(0, "paid");
    await sale(1, "paid");
    await sale(0, "pending");
    const templates = (await (await content(cookie).templates.$post({ json: {} })).json()).templates;
    const byId = new Map(templates.map((t) => [t.id, t.comparableSales]));
    expect(byId.get("laundromat-course")).toEqual({ products: 1, sales: 2, grossCents: 9800 });
    expect(byId.get("stroke-recovery-book")).toBeNull();
  });

  it("needs a template, a goal and a market, then runs pending steps to completed", async () => {
    const { cookie } = await registerOnPlan("professional");
    const pipelines = content(cookie);
    const templates = await (await pipelines.templates.$post({ json: {} })).json();
    // No invented revenue: a creator with no comparable products gets no estimate.
    expect(templates.templates.slice(0, 3).map((t) => t.comparableSales)).toEqual([null, null, null]);
    const missing = await pipelines["create-pipeline"].$post({
      json: { template: "laundromat-course", goal: "", targetMarkets: [] },
    });
    expect(missing.status).toBe(400);
    expect((await readError(missing)).message).toBe("Please complete all fields.");

    const created = await (
      await pipelines["create-pipeline"].$post({
        json: { template: "laundromat-course", goal: "Launch in North America", targetMarkets: ["US", "MX"] },
      })
    ).json();
    expect(created.comparableSales).toBeNull();
    expect(created.pipeline.steps.map((s) => s.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    const research = created.pipeline.steps[0]!;
    const done = await (await pipelines["auto-generate"].$post({ json: { stepId: research.id } })).json();
    expect(done.step).toMatchObject({
      status: "completed",
      progress: 100,
      engine: "offline",
      model: "pipeline-templates",
    });
    expect(done).toMatchObject({ engine: "offline", model: "pipeline-templates" });
    expect(done.step.output).toContain("## MX");
    expect((await pipelines["auto-generate"].$post({ json: { stepId: research.id } })).status).toBe(409);
    const stranger = content((await registerOnPlan("professional")).cookie);
    expect((await stranger["auto-generate"].$post({ json: { stepId: created.pipeline.steps[1]!.id } })).status).toBe(
      404,
    );
  });
});

describe("a pipeline step with a language model", () => {
  it("is written by the model from the offline draft, and says which model wrote it", async () => {
    const { cookie, body } = await registerOnPlan("professional");
    const created = await (
      await content(cookie)["create-pipeline"].$post({
        json: { template: "laundromat-course", goal: "Launch in North America", targetMarkets: ["US", "MX"] },
      })
    ).json();
    const outline = created.pipeline.steps.find((step) => step.name === "outline")!;
    const model = new MockLanguageModelV3({
      modelId: "mock-writer",
      doGenerate: async () => ({
        content: [{ type: "text", text: "1. Choosing a location — where foot traffic and rent balance." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 90, noCache: 90, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 12, text: 12, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const ai = new AiSession([{ engine: "openai-compatible", model: "mock-writer", languageModel: model }]);

    const result = await runStep(createDatabase(env.DB), ai, body.user.id, outline.id);

    expect(result).toMatchObject({ engine: "openai-compatible", model: "mock-writer" });
    expect(result.step).toMatchObject({
      status: "completed",
      progress: 100,
      output: "1. Choosing a location — where foot traffic and rent balance.",
      engine: "openai-compatible",
      model: "mock-writer",
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Launch in North America");
    expect(prompt).toContain("Facts and structure to build on");
  });
});
