import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import type { PlatformLanguage } from "../../common/languages";
import { apiClient, ORIGIN, openLink, rawRequest, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import { productPage } from "../../test/sales";
import { confidentLanguage } from "../../text/language";
import type { marketplaceRoutes } from "./routes";
import { reindexProducts } from "./search-index";

const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

// The built app's product shell and catalogs stand in for web/dist, which unit tests do not build.
const SHELL = `<!doctype html><html lang="en" dir="ltr"><head><title>Inkspire</title></head><body><div id="root">
<header><h1>Product</h1></header><main><div data-page-slot=""></div></main></div></body></html>`;
const CATALOG = { product: { writtenIn: "Escrito en {{language}}", back: "Volver" } };
const realAssets = env.ASSETS;
beforeAll(() => {
  env.ASSETS = {
    fetch: async (request: Request) =>
      /\/catalogs\/\w+\/marketplace\.json$/.test(new URL(request.url).pathname)
        ? Response.json(CATALOG)
        : new Response(SHELL, { headers: { "content-type": "text/html" } }),
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

const page = async (path: string) => (await exports.default.fetch(new Request(`${ORIGIN}${path}`))).text();

const SPANISH = {
  title: "Jardinería en un balcón pequeño",
  description: "Cultiva tomates, hierbas y flores en un balcón pequeño con macetas sencillas y poco tiempo.",
  tags: ["jardinería", "balcón"],
  whatYouLearn: ["Elegir macetas"],
  requirements: [],
  editionNotes: {},
  drafted: true,
};

describe("a listing translated for buyers", () => {
  it("reads in Spanish on /es/, names its language elsewhere, and is found by its Spanish words", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({
      title: "Guide",
      author: "A. Writer",
      sections: [{ heading: "One", body: "Text." }],
    });
    const stamp = crypto.randomUUID().slice(0, 6);
    const listed = await marketplace(creator.cookie).items.$post({
      form: {
        title: `Gardening on a small balcony ${stamp}`,
        description: "Grow tomatoes, herbs and flowers on a small balcony with simple pots and little time.",
        category: "Finance",
        tags: "gardening, balcony",
        price: "19",
        whatYouLearn: "Choosing pots",
        file: new File([pdf], "guide.pdf"),
      },
    });
    const { id, slug } = (await listed.json()).item;
    const title = `${SPANISH.title} ${stamp}`;
    const saved = await marketplace(creator.cookie).items[":id"].translations[":language"].$put({
      param: { id: String(id), language: "es" },
      json: { ...SPANISH, title },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).translations).toMatchObject([
      { language: "es", title, source: "ai-reviewed", outOfDate: false },
    ]);

    const spanish = await page(`/es/product/${slug}`);
    expect(spanish).toContain(`<h1>${title}</h1>`);
    expect(spanish).toContain(`<title>${title} · Inkspire</title>`);
    expect(spanish).toContain(`<meta property="og:title" content="${title} · Inkspire">`);
    const product = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(spanish)![1]!);
    expect(product).toMatchObject({ name: title, inLanguage: "es" });
    expect(spanish).toContain(`hreflang="es" href="${ORIGIN}/es/product/${slug}"`);
    expect(spanish).toContain(`hreflang="en" href="${ORIGIN}/product/${slug}"`);
    expect(spanish).not.toContain('data-testid="written-in"');

    const french = await page(`/fr/product/${slug}`);
    expect(french).toContain(`<h1>Gardening on a small balcony ${stamp}</h1>`);
    expect(french).toContain('data-testid="written-in"');
    expect(french).toContain("anglais");
    expect(french).not.toContain('hreflang="fr"');
    expect(french).toContain(`<link rel="canonical" href="${ORIGIN}/product/${slug}">`);

    // A creator who wrote nothing about themselves, on a product nobody has bought: no empty "About" card.
    expect(french).not.toContain('data-testid="about-author"');
    // Release notes are the Markdown the editor accepts, as the app shows them; typed HTML stays text.
    await env.DB.prepare("update products set author_bio = 'Grows things.', purchase_count = 3 where id = ?")
      .bind(id)
      .run();
    await env.DB.prepare("update product_editions set notes = ? where product_id = ?")
      .bind("A **new** chapter on herbs.\n\n- one\n- <b>two</b>", id)
      .run();
    const english = await page(`/product/${slug}`);
    const about = /<div class="card" data-testid="about-author">(.*?)<\/div>/.exec(english)?.[1];
    expect(about).toContain('<p class="mt-2 text-sm text-slate-600">Grows things.</p>');
    expect(about).toContain('<p class="mt-2 text-xs text-slate-500">');
    // The Reviews section is in the first paint for a visitor, so the page does not grow when the app takes over.
    expect(english).toContain('<section class="card space-y-6" aria-labelledby="reviews-heading">');
    expect(english).toContain('data-testid="review-histogram"');
    // The first paint draws its icons (what you will learn, the facts beside the price), not empty boxes for them.
    expect(english).toMatch(
      /<li class="flex gap-2 text-slate-700"><svg [^>]*class="mt-0\.5 h-5 w-5 shrink-0 text-emerald-500" aria-hidden="true"><circle /,
    );
    expect(english.match(/<svg [^>]*class="h-4 w-4 shrink-0 text-indigo-500"/g)).toHaveLength(3);
    const notes = /<div class="markdown mt-1 text-sm">(.*?)<\/div>/s.exec(english)?.[1];
    expect(notes).toBe(
      "<p>A <strong>new</strong> chapter on herbs.</p>\n<ul>\n<li>one</li>\n<li>&lt;b&gt;two&lt;/b&gt;</li>\n</ul>",
    );

    const sitemap = async (language: string) => (await openLink(`/sitemaps/${language}/1.xml`)).text();
    expect(await sitemap("es")).toContain(`${ORIGIN}/es/product/${slug}`);
    expect(await sitemap("fr")).not.toContain(`/product/${slug}`);

    const cards = async (lang: "es" | "en", q: string) =>
      (await (await marketplace().items.$get({ query: { q, lang } })).json()).items.filter((card) => card.id === id);
    expect((await cards("es", stamp))[0]?.title).toBe(title);
    expect((await cards("en", stamp))[0]?.title).toBe(`Gardening on a small balcony ${stamp}`);
    // A word only the Spanish translation holds, in another form (jardinería → jardinerías), finds the product.
    expect(await cards("es", `jardinerias ${stamp}`)).toHaveLength(1);
    const item = await (await productPage(id, { lang: "es" })).json();
    expect(item.item.title).toBe(title);

    // As an older analysis left it: the minute job analyses the translation again, in Spanish (tomates → tomate).
    await env.DB.prepare(
      "update products set search_version = 0, translated_title = '', translated_description = '', translated_tags = '' where id = ?",
    )
      .bind(id)
      .run();
    expect(await reindexProducts(createDatabase(env.DB), 100, [id])).toBe(1);
    const analysed = await env.DB.prepare("select translated_description from products where id = ?")
      .bind(id)
      .first<{ translated_description: string }>();
    expect(analysed?.translated_description.split(" ")).toContain("tomat");
    expect(await cards("es", `tomate ${stamp}`)).toHaveLength(1);
  });

  it("lets only the owner translate, refuses the original's language and bad fields, and marks a changed original", async () => {
    const creator = await registerAccount();
    const other = await registerAccount();
    const pdf = await englishPdf({
      title: "Guide",
      author: "A. Writer",
      sections: [{ heading: "One", body: "Text." }],
    });
    const listed = await marketplace(creator.cookie).items.$post({
      form: {
        title: "Budgeting for families with young children",
        description: "A plain guide to a monthly family budget, with worksheets for every month of the year.",
        category: "Finance",
        price: "9",
        file: new File([pdf], "guide.pdf"),
      },
    });
    const { id } = (await listed.json()).item;
    const put = (cookie: string, language: PlatformLanguage, json: typeof SPANISH) =>
      marketplace(cookie).items[":id"].translations[":language"].$put({ param: { id: String(id), language }, json });
    expect((await put(other.cookie, "es", SPANISH)).status).toBe(403);
    expect((await put(creator.cookie, "en", SPANISH)).status).toBe(400);
    // A language the router's types refuse, so it goes as a raw request.
    const unknownLanguage = await rawRequest(`/api/marketplace/items/${id}/translations/xx`, {
      method: "PUT",
      cookie: creator.cookie,
      json: SPANISH,
    });
    expect(unknownLanguage.status).toBe(400);
    expect((await put(creator.cookie, "es", { ...SPANISH, title: "x".repeat(121) })).status).toBe(400);
    expect((await put(creator.cookie, "es", { ...SPANISH, tags: Array(7).fill("a") })).status).toBe(400);
    expect((await put(creator.cookie, "es", SPANISH)).status).toBe(200);

    await marketplace(creator.cookie).items[":id"].$patch({
      param: { id: String(id) },
      json: { description: "A plain guide to a monthly family budget, now with a yearly review worksheet too." },
    });
    const translations = (cookie: string) =>
      marketplace(cookie).items[":id"].translations.$get({ param: { id: String(id) } });
    const read = await translations(creator.cookie);
    expect((await read.json()).translations[0]!.outOfDate).toBe(true);

    // An edit too short to tell its language keeps the listing's: it is still English, with its Spanish translation.
    const unsure = {
      title: "The Slow Tides Guide mx7fct",
      description: "A short guide to the tides of the bay, now with storms.",
    };
    expect(confidentLanguage(`${unsure.title}. ${unsure.description}`)).toBe("und");
    await marketplace(creator.cookie).items[":id"].$patch({ param: { id: String(id) }, json: unsure });
    const after = await translations(creator.cookie);
    expect((await after.json()).original.language).toBe("en");
    expect((await translations(other.cookie)).status).toBe(403);
  });
});
