import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/client";
import { startFromTheDemoData } from "../../test/fresh-platform";
import { buy, creatorWithProduct, marketplaceAs } from "../../test/sales";

// What this file asks is about the whole platform: it starts from the demo data alone (worker/test/fresh-platform.ts).
beforeAll(startFromTheDemoData);

// The built landing page (web/prerender.ts) with its two parts left for the worker, and the catalogs it reads.
const LANDING = `<!doctype html><html lang="en" dir="ltr"><head><title>Inkspire</title></head><body><div id="root">
<main><h1>Hero</h1><div data-page-slot="featured"></div><section>Types</section><div data-page-slot="reviews"></div>
</main></div></body></html>`;
const CATALOGS: Record<string, object> = {
  "en/home": {
    featured: { heading: "Featured guides", by: "by {{author}}", view: "View in Marketplace" },
    testimonials: { heading: "What buyers say" },
  },
  "es/home": { featured: { heading: "Guías destacadas", view: "Ver en el Marketplace" } },
  "es/common": { categories: { business: "Negocios" } },
};

const realAssets = env.ASSETS;
beforeAll(() => {
  env.ASSETS = {
    fetch: async (request: Request) => {
      const catalog = /^\/prerendered\/catalogs\/(\w+\/\w+)\.json$/.exec(new URL(request.url).pathname);
      if (catalog) return Response.json(CATALOGS[catalog[1]!] ?? {});
      return new Response(LANDING, { headers: { "content-type": "text/html" } });
    },
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

async function landing(path: string, headers: HeadersInit = {}) {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }));
  return response.text();
}

const part = (html: string, name: string) =>
  new RegExp(`<div data-page-slot="${name}">(.*?)</div>\\n?<(section|/main)`, "s").exec(html)?.[1] ?? null;

describe("the landing page's featured products and buyers' quotes", () => {
  it("are written into the page in its language, so they are on screen before any script", async () => {
    const { productId, priceCents } = await creatorWithProduct(1900);
    await env.DB.prepare("update products set featured = (id = ?), title = iif(id = ?, ?, title)")
      .bind(productId, productId, "Rest <em>better</em>")
      .run();
    const { slug } = (await env.DB.prepare("select slug from products where id = ?").bind(productId).first<{
      slug: string;
    }>())!;
    const { buyer } = await buy(productId, priceCents);
    const quote = "It helped me plan my week around my energy.";
    await marketplaceAs(buyer.cookie).item[":id"].reviews.$post({
      param: { id: String(productId) },
      json: { rating: 5, body: quote },
    });

    const html = await landing("/es");
    const featured = part(html, "featured");
    expect(featured).toContain("Guías destacadas");
    expect(featured).toContain("Rest &lt;em&gt;better&lt;/em&gt;");
    expect(featured).toContain(`<a href="/es/product/${slug}" class="btn-secondary text-sm">Ver en el Marketplace</a>`);
    expect(featured).toContain("Negocios");
    expect(featured).toContain("by A. Writer"); // a string the Spanish catalog lacks comes from the English one
    const reviews = part(html, "reviews");
    expect(reviews).toContain("What buyers say");
    expect(reviews).toContain(`<blockquote class="mt-3 line-clamp-6 text-slate-200">${quote}</blockquote>`);
    expect(reviews).toContain(`href="/es/product/${slug}"`);
    // The rest of the page is the build's.
    expect(html).toContain("<h1>Hero</h1>");
  });

  it("start the page's app at a visitor's first intent, and at once for a signed-in reader", async () => {
    expect(await landing("/")).toContain('data-app-start="on-intent"');
    const { creator } = await creatorWithProduct(900);
    expect(await landing("/", { cookie: creator.cookie })).not.toContain('data-app-start="on-intent"');
  });

  it("leave a part empty when there is nothing to show in it", async () => {
    await env.DB.prepare("update products set featured = 0").run();
    await env.DB.prepare("delete from product_reviews").run();
    const html = await landing("/");
    expect(part(html, "featured")).toBe("");
    expect(part(html, "reviews")).toBe("");
  });
});

describe("the landing page without its data", () => {
  it("still opens, without the parts the data fills", async () => {
    const realDb = env.DB;
    env.DB = {
      withSession: () => ({
        prepare: () => {
          throw new Error("D1 is unavailable");
        },
        batch: () => Promise.reject(new Error("D1 is unavailable")),
        getBookmark: () => null,
      }),
    } as never;
    try {
      const response = await exports.default.fetch(new Request(`${ORIGIN}/`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<h1>Hero</h1>");
      expect(part(html, "featured")).toBe("");
    } finally {
      env.DB = realDb;
    }
  });
});
