import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import { DEMO_ACCOUNTS } from "../features/auth/shared/demo-accounts";
import { reindexProducts } from "../features/marketplace/search-index";
import { creatorShareCents } from "../payments/ledger";
import { authClient, freshIp } from "../test/client";
import { startFromTheDemoData } from "../test/fresh-platform";
import { marketplaceAs, productPage } from "../test/sales";
import { seedDemoData } from "../test/seed";
import { CATALOGUE } from "./catalogue";
import { CATALOGUE_TRANSLATIONS } from "./catalogue-translations";

// What this file asks is about the whole platform: it starts from the demo data alone (worker/test/fresh-platform.ts).
beforeAll(startFromTheDemoData);

const seed = seedDemoData;

async function snapshot() {
  const tables = ["users", "products", "purchases", "creator_ledger", "product_reviews"];
  const rows = await Promise.all(
    tables.map((t) =>
      env.DB.prepare(
        `select * from ${t} where id like 'demo-%' or id glob '[0-9]*' or id like '00000000-%' order by id`,
      ).all(),
    ),
  );
  return rows.map((r) => r.results);
}

describe("the demo seed", () => {
  beforeAll(seed);

  it("is idempotent: seeding twice changes nothing", async () => {
    const first = await snapshot();
    await seed();
    expect(await snapshot()).toEqual(first);
  });

  it("lets both demo accounts sign in, the professional one on a paid plan", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const response = await authClient({ ip: freshIp() }).login.$post({
        json: { email: account.email, password: account.password },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).user.tier).toBe(account.tier);
    }
    expect(DEMO_ACCOUNTS.professional.tier).not.toBe("free");
  });

  it("holds at least 12 products in both readings' categories, featured 4, 6 and 7 at $297, $197 and $397", async () => {
    const seeded = CATALOGUE.map((product) => product.id).join(", ");
    const { results } = await env.DB.prepare(
      `select id, category, price_cents, featured from products where id in (${seeded})`,
    ).all<{
      id: number;
      category: string;
      price_cents: number;
      featured: number;
    }>();
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(new Set(results.map((r) => r.category))).toEqual(
      new Set(["Health & Recovery", "Business & Entrepreneurship", "Finance"]),
    );
    const byId = new Map(results.map((r) => [r.id, r]));
    expect([4, 6, 7].map((id) => byId.get(id)?.price_cents)).toEqual([29700, 19700, 39700]);
    expect([4, 6, 7].every((id) => byId.get(id)?.featured === 1)).toBe(true);
  });

  it("stores a real file for every product, as its listed type", async () => {
    const seeded = CATALOGUE.map((product) => product.id).join(", ");
    const { results } = await env.DB.prepare(
      `select file_key, file_type, file_size from products where id in (${seeded})`,
    ).all<{
      file_key: string;
      file_type: string;
      file_size: number;
    }>();
    for (const product of results) {
      const object = await env.BUCKET.get(product.file_key);
      expect(object, product.file_key).not.toBeNull();
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(bytes.byteLength).toBe(product.file_size);
      const head = new TextDecoder().decode(bytes.subarray(0, 58));
      expect(
        product.file_type === "application/pdf"
          ? head.startsWith("%PDF-")
          : head.endsWith("mimetypeapplication/epub+zip"),
      ).toBe(true);
    }
  });

  it("rates products from the seeded reviews, credits the creators 80% as test money, and ranks no test sale", async () => {
    const roadmap = await env.DB.prepare(
      "select purchase_count, rating_count, rating_avg from products where id = 4",
    ).first();
    expect(roadmap).toEqual({ purchase_count: 0, rating_count: 1, rating_avg: 5 });
    const credit = await env.DB.prepare(
      "select amount_cents, test_mode from creator_ledger where purchase_id = (select id from purchases where product_id = 4)",
    ).first<{ amount_cents: number; test_mode: number }>();
    expect(credit).toEqual({
      amount_cents: creatorShareCents(CATALOGUE.find((p) => p.id === 4)!.priceCents),
      test_mode: 1,
    });
  });

  it("reads the featured guide in the 12 languages, found by its words in each once the minute job has run", async () => {
    expect(new Set(CATALOGUE_TRANSLATIONS.map((translation) => translation.language)).size).toBe(11);
    const japanese = CATALOGUE_TRANSLATIONS.find((translation) => translation.language === "ja")!;
    // Read at once, before the minute job analyses anything (a visitor's answer is kept at the edge: asked in Korean).
    const first = await productPage(4, { lang: "ko" });
    expect((await first.json()).item.title).toBe(
      CATALOGUE_TRANSLATIONS.find((translation) => translation.language === "ko")!.title,
    );
    await reindexProducts(createDatabase(env.DB), 100, [4]);
    const read = await productPage(4, { lang: "ja" });
    const { item, languages } = await read.json();
    expect(item.title).toBe(japanese.title);
    expect(languages.available).toHaveLength(12);
    // A word from the middle of each title, as a visitor in that language would type it.
    for (const [lang, q] of [
      ["ja", "ロードマップ"],
      ["ru", "инсульт"],
      ["ar", "سكتة"],
      ["de", "Schlaganfalls"],
    ] as const) {
      const answer = await marketplaceAs().items.$get({ query: { q, lang } });
      const { items } = await answer.json();
      const title = CATALOGUE_TRANSLATIONS.find((translation) => translation.language === lang)!.title;
      expect([lang, items.find((item) => item.id === 4)?.title]).toEqual([lang, title]);
    }
  });
});
