import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount } from "../../test/client";
import { buy, creatorWithProduct } from "../../test/sales";
import type { humanizerRoutes } from "../humanizer/routes";
import { daysOf, weekOf } from "./report";
import type { analyticsRoutes } from "./routes";

const analytics = (cookie?: string) => apiClient<typeof analyticsRoutes>("/api/analytics", { cookie });
const view = (path: string) => analytics().pageview.$post({ json: { path } });

const AI_DRAFT =
  "In today's fast-paced world, it is important to note that leveraging synergies can unlock transformative value. Moreover, stakeholders must navigate the ever-evolving landscape to foster innovation.";

describe("page views", () => {
  it("are counted per page and per product, and only for the app's pages", async () => {
    const { productId } = await creatorWithProduct(1000);
    const slug = (await env.DB.prepare("select slug from products where id = ?")
      .bind(productId)
      .first<{ slug: string }>())!.slug;
    expect(await (await view(`/product/${productId}`)).json()).toMatchObject({ counted: true });
    expect(await (await view(`/marketplace/product/${slug}?ref=mail`)).json()).toMatchObject({ counted: true });
    const day = daysOf(7).at(-1)!;
    const row = await env.DB.prepare("select views, product_id from page_views where day = ? and path = ?")
      .bind(day, `/product/${productId}`)
      .first();
    expect(row).toEqual({ views: 2, product_id: productId });

    expect(await (await view("/wp-admin/setup.php")).json()).toMatchObject({ counted: false });
    expect(await (await view("/product/999999999")).json()).toMatchObject({ counted: false });
    expect(await (await view("/receipt/abc-123")).json()).toMatchObject({ counted: true });
    expect((await view("x".repeat(201))).status).toBe(400);
  });
});

describe("a creator's analytics", () => {
  it("put a sale, a product view and a humanizer run in today's buckets, and nobody else's", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(2500);
    await buy(productId, priceCents);
    await view(`/product/${productId}`);
    await view(`/product/${productId}`);
    const rewrite = await apiClient<typeof humanizerRoutes>("/api", { cookie: creator.cookie })["smart-mode"].$post({
      json: { content: AI_DRAFT },
    });
    expect(rewrite.status).toBe(200);
    const { detection } = await rewrite.json();

    const report = await (await analytics(creator.cookie).index.$get({ query: { range: "7" } })).json();
    const today = report.days.at(-1)!;
    expect(report.days).toHaveLength(7);
    expect(report.salesByDay.at(-1)).toEqual({
      day: today,
      real: { count: 0, grossCents: 0, earningsCents: 0 },
      test: { count: 1, grossCents: 2500, earningsCents: 2000 },
    });
    expect(report.salesByDay.slice(0, -1).every((d) => d.test.count === 0)).toBe(true);
    expect(report.products).toEqual([
      // The one sale is a test purchase: no buyer converted.
      expect.objectContaining({ productId, views: 2, conversion: 0, test: { count: 1, grossCents: 2500 } }),
    ]);
    expect(report.topProducts.map((p) => p.productId)).toEqual([productId]);
    expect(report.productViewsByDay.at(-1)).toEqual({ day: today, views: 2 });
    const scores = report.humanizerScores.at(-1)!;
    expect(scores.runs).toBe(1);
    // The day's figures are the run's own before and after, as the rewrite reported them.
    expect({ before: scores.before, after: scores.after }).toEqual(detection);
    expect(report.contentByWeek.at(-1)).toMatchObject({ week: weekOf(today), aiOutputs: 1 });
    expect(report.pages).toBeNull();

    const stranger = await registerAccount();
    const theirs = await (await analytics(stranger.cookie).index.$get({ query: { range: "30" } })).json();
    expect(theirs.products).toEqual([]);
    expect(theirs.salesByDay.every((d) => d.test.count === 0 && d.real.count === 0)).toBe(true);
  });

  it("take only the ranges the page offers", async () => {
    const me = await registerAccount();
    const odd = await analytics(me.cookie).index.$get({ query: { range: "12" } });
    expect(odd.status).toBe(400);
    expect((await readError(odd)).fields).toHaveProperty("range");
    expect((await analytics().index.$get({ query: {} })).status).toBe(401);
  });

  it("bucket days and weeks in UTC", () => {
    expect(daysOf(7, Date.UTC(2026, 10, 23, 5))).toEqual([
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
    ]);
    expect(weekOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekOf("2026-11-22")).toBe("2026-11-16"); // the Sunday before
  });
});
