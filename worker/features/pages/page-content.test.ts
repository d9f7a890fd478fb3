import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "../../common/page-data";
import { apiClient, ORIGIN, openLink, registerAccount } from "../../test/client";
import { creatorWithProduct } from "../../test/sales";
import type { marketplaceRoutes } from "../marketplace/routes";

/** The marketplace API as a visitor's app calls it after the first paint. */
const marketplace = () => apiClient<typeof marketplaceRoutes>("/api/marketplace");

// The built app's product shell (web/prerender.ts) and catalogs stand in for web/dist, which unit tests do not build.
const SHELL = `<!doctype html><html lang="en" dir="ltr"><head><title>Inkspire</title></head><body><div id="root">
<nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><span aria-current="page">0000</span></li></ol></nav>
<main><div data-page-slot=""></div></main></div></body></html>`;
const CATALOGS: Record<string, object> = {
  en: {
    product: {
      back: "Back to Marketplace",
      buy: "Purchase & Download",
      sales_one: "{{formatted}} sale so far",
      coverAlt: "Cover of {{title}}",
    },
    card: { by: "by {{author}}", purchases_one: "{{count}} purchase", purchases_other: "{{count}} purchases" },
    price: { local: "{{price}} in your currency" },
    rating: { none: "No ratings yet" },
    list: { total_one: "{{count}} product", total_other: "{{count}} products" },
  },
  ru: {
    product: { back: "Назад в магазин" },
    card: {
      purchases_one: "{{count}} покупка",
      purchases_few: "{{count}} покупки",
      purchases_many: "{{count}} покупок",
      purchases_other: "{{count}} покупки",
    },
  },
  de: { price: { local: "{{price}} in Ihrer Währung" } },
};

const realAssets = env.ASSETS;
beforeAll(() => {
  env.ASSETS = {
    fetch: async (request: Request) => {
      const catalog = /^\/prerendered\/catalogs\/(\w+)\/marketplace\.json$/.exec(new URL(request.url).pathname);
      if (catalog) return Response.json(CATALOGS[catalog[1]!] ?? {});
      return new Response(SHELL, { headers: { "content-type": "text/html" } });
    },
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

async function productHtml(path: string, init: RequestInit & { cf?: object } = {}, origin = ORIGIN) {
  const response = await exports.default.fetch(new Request(`${origin}${path}`, init as RequestInit));
  return { status: response.status, html: await response.text() };
}

function pageData(html: string) {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return json ? (JSON.parse(json[1]!) as [string[], { item?: { title: string }; user?: unknown }][]) : null;
}

describe("a product page's first paint", () => {
  it("is the product written into the app's shell, in the page's language, with the plural forms of that language", async () => {
    const { productId } = await creatorWithProduct(4900);
    await env.DB.prepare("update products set title = ?, purchase_count = 3 where id = ?")
      .bind("Sleep <b>well</b>", productId)
      .run();
    const { status, html } = await productHtml(`/ru/product/${productId}`);
    expect(status).toBe(200);
    expect(html).toContain("Sleep &lt;b&gt;well&lt;/b&gt;");
    expect(html).not.toContain("<b>well</b>");
    expect(html).toContain("Назад в магазин");
    expect(html).toContain("3 покупки");
    expect(html).toContain('href="/ru/marketplace"');
    expect(html).toContain(`href="/ru/login?next=%2Fproduct%2F${productId}" class="btn-primary w-full"`);
    expect(html).toContain("by A. Writer"); // a string the Russian catalog lacks comes from the English one
    // The last breadcrumb names the product, as the app's does (setInnerContent escapes it).
    expect(html).toContain(`<span aria-current="page">Sleep &lt;b&gt;well&lt;/b&gt;</span>`);
    expect(html).toMatch(/49,00\s\$/);
    // The cover at its size (so nothing moves when it arrives), named for those who cannot see it.
    expect(html).toMatch(
      new RegExp(
        `<img src="/api/covers/generated/p${productId}-[0-9a-f]{8}-640\\.jpg" srcset="\\S+-320\\.jpg 320w, \\S+-640\\.jpg 640w" sizes="[^"]+" width="640" height="1024" alt="Cover of Sleep &lt;b&gt;well&lt;/b&gt;"`,
      ),
    );
  });

  it("counts purchases only where there are real ones, never fewer than the reviews beside them", async () => {
    const { productId } = await creatorWithProduct(1200);
    const counted = async (purchases: number, reviews: number) => {
      await env.DB.prepare("update products set purchase_count = ?, rating_count = ?, rating_avg = 5 where id = ?")
        .bind(purchases, reviews, productId)
        .run();
      return /\d+ purchases?\b/.exec((await productHtml(`/product/${productId}`)).html)?.[0] ?? null;
    };
    expect(await counted(0, 0)).toBeNull();
    expect(await counted(0, 1)).toBeNull();
    expect(await counted(1, 2)).toBeNull();
    expect(await counted(2, 1)).toBe("2 purchases");
  });

  it("carries a visitor's answers for the app's first render, and none for a signed-in reader", async () => {
    const { productId } = await creatorWithProduct(900);
    const visitor = pageData((await productHtml(`/product/${productId}`)).html);
    expect(visitor).toEqual([
      [["/api/auth/me"], { success: true, message: "Not signed in.", user: null }],
      [["/api/marketplace/item", String(productId), "en"], expect.objectContaining({ success: true, purchase: null })],
      [["/api/marketplace/item", String(productId), "reviews", 1], expect.objectContaining({ canReply: false })],
    ]);
    const param = { id: String(productId) };
    const api = await (await marketplace().item[":id"].$get({ param })).json();
    expect(visitor![1]![1]).toEqual(api);
    const reviews = await (await marketplace().item[":id"].reviews.$get({ param, query: { page: "1" } })).json();
    expect(visitor![2]![1]).toEqual(reviews);

    const { cookie } = await registerAccount();
    const signedIn = await (await openLink(`/product/${productId}`, { cookie })).text();
    expect(signedIn).toContain('data-page-slot=""><div class="mx-auto');
    expect(pageData(signedIn)).toBeNull();
  });

  it("shows the price in the currency of the visitor's country as well, from the stored rate", async () => {
    const { productId } = await creatorWithProduct(10000);
    const rate = await env.DB.prepare("select per_usd from currency_rates where currency = 'EUR'").first<{
      per_usd: number;
    }>();
    const german = await productHtml(`/de/product/${productId}`, { cf: { country: "DE" } }, "https://inkspire.test");
    // 100 dollars at the stored rate, as a shop in euros shows it: the first price ending in .99 at or above it.
    const euros = new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(
      Math.ceil(100 * rate!.per_usd + 0.01) - 0.01,
    );
    expect(german.html).toContain(`${euros} in Ihrer Währung`);
    const american = await productHtml(`/product/${productId}`, { cf: { country: "US" } }, "https://inkspire.test");
    expect(american.html).not.toContain('data-testid="local-price"');

    // The marketplace's cards show it too: a card's purchase charges it.
    const word = `wombat${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("update products set title = ? where id = ?").bind(`The ${word} guide`, productId).run();
    const listing = await productHtml(`/de/marketplace?q=${word}`, { cf: { country: "DE" } }, "https://inkspire.test");
    expect(listing.html).toContain(`${euros} in Ihrer Währung`);
    const inDollars = await productHtml(`/marketplace?q=${word}`, { cf: { country: "US" } }, "https://inkspire.test");
    expect(inDollars.html).toContain(`The ${word} guide`);
    expect(inDollars.html).not.toContain("in your currency");
  });
});

describe("the marketplace's first paint", () => {
  it("is the listing the URL asks for, with the answers the app would ask for", async () => {
    const { productId } = await creatorWithProduct(1500);
    const word = `quokka${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("update products set title = ? where id = ?").bind(`The ${word} guide`, productId).run();
    const { status, html } = await productHtml(`/marketplace?q=${word}&sort=popular`);
    expect(status).toBe(200);
    expect(html).toContain(`The ${word} guide`);
    expect(html).toContain(">1 product</h2>");
    // Every card has its cover, a thumbnail beside the title that names it.
    expect(html).toMatch(
      new RegExp(
        `<img src="/api/covers/generated/p${productId}-[0-9a-f]{8}-320\\.jpg" width="320" height="512" alt=""`,
      ),
    );
    expect(html).toContain(`value="${word}"`);
    expect(html).toContain('<option value="popular" selected>');
    expect(html).toContain(`href="/login?next=%2Fmarketplace%3Fq%3D${word}%26sort%3Dpopular"`);
    const data = pageData(html)!;
    const params = { category: "all", sort: "popular", page: 1, q: word, pageSize: 24 };
    expect(data[1]![0]).toEqual(["/api/marketplace/items", params, "en"]);
    const api = await marketplace().items.$get({
      query: { category: "all", sort: "popular", page: "1", q: word, pageSize: "24" },
    });
    expect(data[1]![1]).toEqual(await api.json());
    expect(data[2]![1]).toEqual(await (await marketplace().stats.$get()).json());
  });

  it("leaves a listing the API would refuse to the app, which says why", async () => {
    const { html } = await productHtml("/marketplace?page=500");
    expect(html).toContain('<div data-page-slot=""></div>');
    expect(pageData(html)).toBeNull();
  });
});
