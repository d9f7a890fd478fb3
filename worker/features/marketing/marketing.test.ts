import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../index";
import { AUTOMATION_CRON } from "../../scheduled";
import { apiClient, rawRequest, readError, registerAccount } from "../../test/client";
import { completeStripeCheckout, creatorWithProduct, marketplaceAs, useStripeMode } from "../../test/sales";
import type { marketingRoutes } from "./routes";
import { FINISHED_AFTER_MS, INACTIVE_AFTER_MS } from "./rules";

const marketingAs = (cookie?: string) => apiClient<typeof marketingRoutes>("/api/marketing", { cookie });
const DAY = 24 * 60 * 60 * 1000;

const campaign = {
  name: "Autumn reading list",
  type: "email" as const,
  targetAudience: "Busy founders",
  goal: "Sell the stroke recovery guide to readers who care for a parent.",
  markets: ["US" as const, "DE" as const, "JP" as const, "BR" as const],
  language: "en",
  region: "US",
};

async function createCampaign(cookie: string, overrides: object = {}) {
  const response = await marketingAs(cookie)["create-campaign"].$post({ json: { ...campaign, ...overrides } });
  expect(response.status).toBe(200);
  return (await response.json()).campaign;
}

async function listed(cookie: string, id: string) {
  const { campaigns } = await (await marketingAs(cookie).campaigns.$get()).json();
  return campaigns.find((row) => row.id === id)!;
}

/** A visitor's browser following the campaign's link: returns the cookies the worker set for attribution. */
async function followLink(code: string, cookie = "") {
  const response = await marketingAs(cookie || undefined).visit.$post({ json: { code } });
  expect(await response.json()).toEqual({ success: true, counted: true });
  const set = response.headers.getAll("set-cookie").map((header) => header.split(";")[0]!);
  return [cookie, ...set].filter(Boolean).join("; ");
}

async function runRules() {
  await worker.scheduled(createScheduledController({ cron: AUTOMATION_CRON }), env);
}

async function age(id: string, createdAgoMs: number, statusChangedAgoMs = createdAgoMs) {
  await env.DB.prepare("update campaigns set created_at = ?, status_changed_at = ? where id = ?")
    .bind(Date.now() - createdAgoMs, Date.now() - statusChangedAgoMs, id)
    .run();
}

describe("marketing campaigns", () => {
  it("are created with the spec's validation and listed with zero reach, conversions and revenue", async () => {
    const { cookie } = await registerAccount();
    const blank = await marketingAs(cookie)["create-campaign"].$post({ json: { ...campaign, goal: "  " } });
    expect(blank.status).toBe(400);
    expect((await readError(blank)).message).toContain("Please complete all campaign fields");
    const noMarkets = await marketingAs(cookie)["create-campaign"].$post({ json: { ...campaign, markets: [] } });
    expect(noMarkets.status).toBe(400);
    // A market the router's types refuse, so it goes as a raw request.
    const unknown = await rawRequest("/api/marketing/create-campaign", {
      cookie,
      json: { ...campaign, markets: ["Atlantis"] },
    });
    expect(unknown.status).toBe(400);

    const created = await createCampaign(cookie);
    expect(created).toMatchObject({ name: campaign.name, markets: campaign.markets, status: "active" });
    expect(created.trackedLink).toMatch(/^http:\/\/localhost:8787\/marketplace\?c=[a-z0-9]{10}$/);
    expect(await listed(cookie, created.id)).toMatchObject({
      reach: 0,
      conversions: 0,
      revenueCents: 0,
      testConversions: 0,
      contentPieces: 0,
      status: "active",
    });
  });

  it("are private: another user neither lists one nor writes its content, and visitors are asked to sign in", async () => {
    const owner = await registerAccount();
    const created = await createCampaign(owner.cookie);
    const other = await registerAccount();
    const { campaigns } = await (await marketingAs(other.cookie).campaigns.$get()).json();
    expect(campaigns.map((row) => row.id)).not.toContain(created.id);
    const stolen = await marketingAs(other.cookie)["generate-content"].$post({ json: { campaignId: created.id } });
    expect(stolen.status).toBe(404);
    const peek = await marketingAs(other.cookie).campaigns[":id"].content.$get({ param: { id: created.id } });
    expect(peek.status).toBe(404);
    expect((await marketingAs().campaigns.$get()).status).toBe(401);
  });

  it("measure reach from visits through the link and attribute a paid sale of the owner's product to it", async () => {
    const stripe = useStripeMode();
    try {
      const { creator, productId, priceCents } = await creatorWithProduct(1900);
      const created = await createCampaign(creator.cookie);
      const code = new URL(created.trackedLink).searchParams.get("c")!;

      // The owner's own visit is not reach; two visits of one browser are one.
      await followLink(code, creator.cookie);
      const buyer = await registerAccount();
      const browser = await followLink(code, buyer.cookie);
      await followLink(code, browser);
      await followLink(code);
      expect(await listed(creator.cookie, created.id)).toMatchObject({ reach: 2, conversions: 0 });

      const bought = await marketplaceAs(browser).purchase.$post({ json: { productId, price: priceCents / 100 } });
      expect(bought.status).toBe(200);
      const { purchaseId } = await bought.json();
      expect(await listed(creator.cookie, created.id)).toMatchObject({ conversions: 0, revenueCents: 0 });
      await completeStripeCheckout(purchaseId!);
      expect(await listed(creator.cookie, created.id)).toMatchObject({
        reach: 2,
        conversions: 1,
        revenueCents: 1900,
        testConversions: 0,
      });

      // A purchase of someone else's product by a visitor of this campaign is not its conversion.
      const elsewhere = await creatorWithProduct(700);
      const other = await marketplaceAs(browser).purchase.$post({
        json: { productId: elsewhere.productId, price: 7 },
      });
      await completeStripeCheckout((await other.json()).purchaseId!);
      expect(await listed(creator.cookie, created.id)).toMatchObject({ conversions: 1, revenueCents: 1900 });
    } finally {
      stripe.restore();
    }
  });

  it("count test-mode sales apart: no money moved, so they are not revenue", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1200);
    const created = await createCampaign(creator.cookie);
    const buyer = await registerAccount();
    const browser = await followLink(new URL(created.trackedLink).searchParams.get("c")!, buyer.cookie);
    expect((await marketplaceAs(browser).purchase.$post({ json: { productId, price: priceCents / 100 } })).status).toBe(
      200,
    );
    expect(await listed(creator.cookie, created.id)).toMatchObject({
      conversions: 0,
      revenueCents: 0,
      testConversions: 1,
    });
  });

  it("refuse an unknown code without counting anything", async () => {
    const response = await marketingAs().visit.$post({ json: { code: "zzzzzzzzzz" } });
    expect(await response.json()).toEqual({ success: true, counted: false });
    expect(response.headers.getAll("set-cookie").filter((header) => /^(campaign|visitor)=/.test(header))).toEqual([]);
    expect((await marketingAs().visit.$post({ json: { code: "<script>" } })).status).toBe(400);
  });
});

describe("campaign content", () => {
  it("is written offline per market and content type, stored with the campaign, and rewritten in place", async () => {
    const { cookie } = await registerAccount();
    const created = await createCampaign(cookie);
    const response = await marketingAs(cookie)["generate-content"].$post({
      json: {
        campaignId: created.id,
        contentTypes: ["email", "social", "blog", "ads"],
        targetLanguage: "en",
        culturalAdaptation: true,
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toBe("offline");
    // Without a market list, the campaign's first three markets.
    expect(body.contentPieces).toHaveLength(12);
    expect(new Set(body.contentPieces.map((piece) => piece.market))).toEqual(new Set(["US", "DE", "JP"]));
    const social = body.contentPieces.find((piece) => piece.contentType === "social" && piece.market === "DE")!;
    expect(social.body.length).toBeLessThanOrEqual(280);
    expect(social.body).toContain(created.trackedLink);
    expect(social.body).toContain("Germany");
    const email = body.contentPieces.find((piece) => piece.contentType === "email")!;
    expect(email.body).toContain(`Subject: ${campaign.name}`);

    const again = await marketingAs(cookie)["generate-content"].$post({
      json: { campaignId: created.id, contentTypes: ["email"], markets: ["BR"] },
    });
    expect((await again.json()).contentPieces).toHaveLength(13);
    expect(await listed(cookie, created.id)).toMatchObject({ contentPieces: 13 });

    const foreign = await marketingAs(cookie)["generate-content"].$post({
      json: { campaignId: created.id, markets: ["SE"] },
    });
    expect(foreign.status).toBe(400);
    const tooMany = await marketingAs(cookie)["generate-content"].$post({
      json: { campaignId: created.id, markets: ["US", "DE", "JP", "BR"] },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe("the marketing content allowance", () => {
  it("refuses the fourth run of the day on the free plan with 429, and a refused run writes nothing", async () => {
    const { cookie } = await registerAccount();
    const created = await createCampaign(cookie);
    const run = (contentType: "email" | "social") =>
      marketingAs(cookie)["generate-content"].$post({ json: { campaignId: created.id, contentTypes: [contentType] } });
    for (let i = 0; i < 3; i++) expect((await run("email")).status).toBe(200);
    const refused = await run("social");
    expect(refused.status).toBe(429);
    const error = await readError(refused);
    expect(error.code).toBe("quota_exceeded");
    expect(error.message).toMatch(/3 marketing content runs/);
    // Each run rewrote the same three e-mails (one per market) in place; the refused one wrote no social posts.
    expect(await listed(cookie, created.id)).toMatchObject({ contentPieces: 3 });
  });
});

describe("automation rules", () => {
  it("are the four built-in rules, and a toggle is saved on the server", async () => {
    const { cookie } = await registerAccount();
    const { rules } = await (await marketingAs(cookie)["automation-rules"].$get()).json();
    expect(rules.map((rule) => [rule.id, rule.enabled])).toEqual([
      ["generate-content", true],
      ["pause-inactive", true],
      ["resume-on-visit", true],
      ["complete-finished", false],
    ]);
    expect(rules[0]).toMatchObject({ trigger: "Every 2 hours", conditions: expect.any(Array) });
    const off = await marketingAs(cookie)["automation-rule"].$post({ json: { id: "pause-inactive", enabled: false } });
    expect((await off.json()).rule).toMatchObject({ id: "pause-inactive", enabled: false });
    const again = await (await marketingAs(cookie)["automation-rules"].$get()).json();
    expect(again.rules.find((rule) => rule.id === "pause-inactive")!.enabled).toBe(false);
    // A rule the router's types refuse, so it goes as a raw request.
    const unknown = await rawRequest("/api/marketing/automation-rule", {
      cookie,
      json: { id: "spam-everyone", enabled: true },
    });
    expect(unknown.status).toBe(400);
  });

  it("run from the cron trigger: content written, idle campaigns paused and resumed by a visit, old ones completed", async () => {
    const keen = await registerAccount();
    const idle = await createCampaign(keen.cookie, { name: "Idle campaign" });
    const old = await createCampaign(keen.cookie, { name: "Old campaign" });
    const fresh = await createCampaign(keen.cookie, { name: "Fresh campaign" });
    await age(idle.id, INACTIVE_AFTER_MS + DAY);
    await age(old.id, FINISHED_AFTER_MS + DAY);
    await marketingAs(keen.cookie)["automation-rule"].$post({ json: { id: "complete-finished", enabled: true } });

    const careful = await registerAccount();
    const kept = await createCampaign(careful.cookie, { name: "Kept campaign" });
    await age(kept.id, INACTIVE_AFTER_MS + DAY);
    for (const id of ["pause-inactive", "generate-content"] as const)
      await marketingAs(careful.cookie)["automation-rule"].$post({ json: { id, enabled: false } });

    await runRules();
    // Status rules run first: a campaign they pause or complete is not written for.
    expect(await listed(keen.cookie, idle.id)).toMatchObject({ status: "paused", contentPieces: 0 });
    expect(await listed(keen.cookie, fresh.id)).toMatchObject({ status: "active", contentPieces: 4 });
    expect(await listed(keen.cookie, old.id)).toMatchObject({ status: "completed" });
    expect(await listed(careful.cookie, kept.id)).toMatchObject({ status: "active", contentPieces: 0 });
    const { rules } = await (await marketingAs(keen.cookie)["automation-rules"].$get()).json();
    for (const id of ["generate-content", "pause-inactive", "complete-finished"])
      expect(Date.parse(rules.find((rule) => rule.id === id)!.lastTriggered!)).toBeGreaterThan(Date.now() - 60_000);
    expect(rules.find((rule) => rule.id === "resume-on-visit")!.lastTriggered).toBeUndefined();
    const carefulRules = await (await marketingAs(careful.cookie)["automation-rules"].$get()).json();
    expect(carefulRules.rules.every((rule) => rule.lastTriggered === undefined)).toBe(true);

    await followLink(new URL(idle.trackedLink).searchParams.get("c")!);
    await runRules();
    expect(await listed(keen.cookie, idle.id)).toMatchObject({ status: "active", reach: 1 });
  });
});
