import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { buy, creatorWithProduct } from "../../test/sales";
import type { humanizerRoutes } from "../humanizer/routes";
import { startOfWeek } from "./overview";
import type { dashboardRoutes } from "./routes";

const dashboard = (cookie: string) => apiClient<typeof dashboardRoutes>("/api/dashboard", { cookie });

const AI_DRAFT =
  "In today's fast-paced world, it is important to note that leveraging synergies can unlock transformative value. Moreover, stakeholders must navigate the ever-evolving landscape to foster innovation.";

describe("the dashboard's overview", () => {
  it("counts content, the mean detection score, languages and recent activity from what the user did", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(1500);
    const me = creator.body.user.id;
    const old = Date.now() - 30 * 24 * 60 * 60 * 1000;
    await env.DB.batch([
      env.DB.prepare(
        "insert into works (id, user_id, title, content_type, settings, created_at, updated_at) values (?, ?, 'Old work', 'book', '{}', ?, ?)",
      ).bind(crypto.randomUUID(), me, old, old),
      env.DB.prepare(
        "insert into ai_usage (id, user_id, tool, engine, model, language, created_at) values (?, ?, 'translation', 'workers-ai', 'm2m', 'es', ?)",
      ).bind(crypto.randomUUID(), me, old),
    ]);
    const rewrite = await apiClient<typeof humanizerRoutes>("/api", { cookie: creator.cookie })["smart-mode"].$post({
      json: { content: AI_DRAFT },
    });
    const measured = await rewrite.json();
    await buy(productId, priceCents);

    const overview = await (await dashboard(creator.cookie).overview.$get()).json();
    expect(overview.content).toEqual({ works: 1, aiOutputs: 2, total: 3, thisWeek: 1 });
    expect(overview.detection).toEqual({
      runs: 1,
      meanBefore: Math.round(measured.detection.before!),
      meanAfter: Math.round(measured.detection.after!),
    });
    expect(overview.languages).toEqual(["es"]);
    expect(overview.activity.map((a) => a.kind)).toEqual(["sale", "rewrite"]);
    expect(overview.activity[0]).toMatchObject({
      subject: expect.stringMatching(/^Test product/),
      link: "/my-products",
    });

    const stranger = await registerAccount();
    const theirs = await (await dashboard(stranger.cookie).overview.$get()).json();
    expect(theirs).toMatchObject({ content: { total: 0 }, detection: null, languages: [], activity: [] });
  });

  it("suggests next steps from the user's own data", async () => {
    const fresh = await registerAccount({}, { verified: false });
    const { suggestions } = await (await dashboard(fresh.cookie).assistant.$get()).json();
    expect(suggestions.map((s) => s.id)).toEqual(["verify-email", "complete-profile", "first-work"]);

    const { creator } = await creatorWithProduct(900);
    const seller = await (await dashboard(creator.cookie).assistant.$get()).json();
    expect(seller.suggestions.map((s) => s.id)).toEqual([
      "complete-profile",
      "first-work",
      "share-product",
      "connect-payouts",
    ]);
  });

  it("starts the week on Monday, UTC", () => {
    expect(new Date(startOfWeek(Date.UTC(2026, 10, 25, 15))).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(new Date(startOfWeek(Date.UTC(2026, 10, 22, 23))).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });
});
