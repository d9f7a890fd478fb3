import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { creatorWithProduct } from "../../test/sales";
import type { platformStatsRoutes } from "./routes";

const platform = apiClient<typeof platformStatsRoutes>("/api/platform");

describe("the platform's public figures", () => {
  it("count published products, creators selling, members, reviews and the 12 languages", async () => {
    const before = await (await platform.stats.$get()).json();
    const { creator, productId } = await creatorWithProduct(900);
    await env.DB.prepare(
      "insert into product_reviews (id, product_id, user_id, rating, body, created_at) values (?, ?, ?, 5, '', ?)",
    )
      .bind(crypto.randomUUID(), productId, creator.body.user.id, Date.now())
      .run();
    await env.DB.prepare("update cache_versions set version = version + 1 where scope = 'catalogue'").run();
    const after = await (await platform.stats.$get()).json();
    expect(after).toMatchObject({ success: true, languages: 12, creatorSharePercent: 80 });
    expect(after.products).toBe(before.products + 1);
    expect(after.creators).toBe(before.creators + 1);
    expect(after.members).toBeGreaterThan(before.members);
    expect(after.reviews).toBe(before.reviews + 1);
  });

  it("count the Literary Studio's works, chapters and words across writers, to visitors without a session", async () => {
    const before = await (await platform["literary-stats"].$get()).json();
    const { body } = await registerAccount();
    const now = Date.now();
    const workId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        `insert into works (id, user_id, title, content_type, settings, word_count, created_at, updated_at)
         values (?, ?, 'Counted', 'book', '{}', 1234, ?, ?)`,
      ).bind(workId, body.user.id, now, now),
      env.DB.prepare("insert into chapters (id, work_id, position, title, body) values (?, ?, 1, 'One', 'Text.')").bind(
        crypto.randomUUID(),
        workId,
      ),
      env.DB.prepare("update cache_versions set version = version + 1 where scope = 'catalogue'"),
    ]);
    const response = await platform["literary-stats"].$get();
    expect(response.status).toBe(200);
    const after = await response.json();
    expect(after.works).toBe(before.works + 1);
    expect(after.chapters).toBe(before.chapters + 1);
    expect(after.wordsWritten).toBe(before.wordsWritten + 1234);
    expect(after).toHaveProperty("packagesBuilt");
    expect(after).toHaveProperty("listedInMarketplace");
  });
});
