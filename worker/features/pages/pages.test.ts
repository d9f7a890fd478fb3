import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import { ORIGIN, openLink } from "../../test/client";
import { creatorWithProduct } from "../../test/sales";
import { PAGE_TEXTS } from "./catalog";

const SHELL = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" />
<meta name="description" content="Shell description." /><title>Inkspire</title></head>
<body><div id="root"></div></body></html>`;

const realAssets = env.ASSETS;
/** The documents (not the catalogs) the pages asked the static assets for, newest last. */
const documentsAsked: string[] = [];
beforeAll(() => {
  // The built SPA is not part of the unit tests: its shell stands in for web/dist/index.html.
  env.ASSETS = {
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      // Generated covers are set in the packaged fonts.
      if (path.startsWith("/pdf-fonts/")) return realAssets!.fetch(request);
      if (!path.startsWith("/prerendered/catalogs/")) documentsAsked.push(path);
      return new Response(SHELL, { headers: { "content-type": "text/html" } });
    },
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

async function page(path: string) {
  const response = await openLink(path);
  const html = await response.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: response.status,
    headers: response.headers,
    html,
    lang: attribute(/<html lang="([^"]+)"/),
    dir: attribute(/<html lang="[^"]+" dir="([^"]+)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)">/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, l, h]) => [
      l,
      h,
    ]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json!),
    ),
  };
}

/**
 * What a JSON-LD object lacks of the fields Google's structured-data guidelines require for its type (Product,
 * Offer, AggregateRating, Organization), as "Type.field" paths; empty when it has them all.
 */
function missingRequired(data: Record<string, unknown>, at = String(data["@type"])): string[] {
  const missing: string[] = [];
  const need = (field: string, valid: (value: unknown) => boolean) => {
    if (!valid(data[field])) missing.push(`${at}.${field}`);
  };
  const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
  const url = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);
  switch (data["@type"]) {
    case "Organization":
      need("name", text);
      need("url", url);
      need("logo", url);
      break;
    case "Product": {
      need("name", text);
      need("description", text);
      need("image", (value) => Array.isArray(value) && value.length > 0 && value.every(url));
      if (!data.offers && !data.aggregateRating && !data.review) missing.push(`${at}.offers|aggregateRating|review`);
      for (const part of ["offers", "aggregateRating"] as const)
        if (data[part]) missing.push(...missingRequired(data[part] as Record<string, unknown>, `${at}.${part}`));
      break;
    }
    case "Offer":
      need("price", (value) => typeof value === "string" && /^\d+(\.\d+)?$/.test(value));
      need("priceCurrency", (value) => typeof value === "string" && /^[A-Z]{3}$/.test(value));
      need("availability", url);
      need("url", url);
      break;
    case "AggregateRating":
      need("ratingValue", (value) => typeof value === "number" && value >= 1 && value <= 5);
      need("reviewCount", (value) => typeof value === "number" && value > 0);
      break;
    default:
      missing.push(`${at}: an unexpected type`);
  }
  if (at === String(data["@type"]) && data["@context"] !== "https://schema.org") missing.push(`${at}.@context`);
  return missing;
}

describe("the public pages' heads", () => {
  it("write the landing page in English at / with hreflang for all 12 languages and the Organization", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home).toMatchObject({ lang: "en", dir: "ltr", title: PAGE_TEXTS.en.home.title });
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.alternates).toHaveLength(13);
    expect(Object.fromEntries(home.alternates)).toMatchObject({
      en: `${ORIGIN}/`,
      es: `${ORIGIN}/es`,
      ar: `${ORIGIN}/ar`,
      "x-default": `${ORIGIN}/`,
    });
    expect(home.jsonLd).toEqual([expect.objectContaining({ "@type": "Organization", name: "Inkspire" })]);
    expect(home.html).toContain('<meta property="og:locale" content="en_US">');
    expect(home.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("link to the configured site, not to the Host a request named", async () => {
    const before = env.APP_ORIGIN;
    env.APP_ORIGIN = "https://inkspire.example";
    try {
      const response = await exports.default.fetch("https://evil.example/es");
      const html = await response.text();
      expect(html).toContain('<link rel="canonical" href="https://inkspire.example/es">');
      expect(html).not.toContain("evil.example");
      const robots = await (await exports.default.fetch("https://evil.example/robots.txt")).text();
      expect(robots).toContain("Sitemap: https://inkspire.example/sitemap.xml");
    } finally {
      env.APP_ORIGIN = before;
    }
  });

  it("serve the public pages prerendered in the URL's language, and the SPA for every other page", async () => {
    await page("/ja");
    expect(documentsAsked.at(-1)).toBe("/prerendered/landing/ja");
    await page("/");
    expect(documentsAsked.at(-1)).toBe("/prerendered/landing/en");
    await page("/ja/marketplace");
    expect(documentsAsked.at(-1)).toBe("/prerendered/marketplace/ja");
    await page("/pricing");
    expect(documentsAsked.at(-1)).toBe("/prerendered/pricing/en");
    const orchestration = await page("/de/orchestration");
    expect(documentsAsked.at(-1)).toBe("/prerendered/orchestration/de");
    expect(orchestration.title).toBe(PAGE_TEXTS.de.orchestration.title);
    await page("/ja/dashboard");
    expect(documentsAsked.at(-1)).toBe("/");
  });

  it("write each language's page under its prefix, right to left for Arabic", async () => {
    for (const language of PLATFORM_LANGUAGES.filter((l) => l !== "en")) {
      const marketplace = await page(`/${language}/marketplace`);
      expect(marketplace.lang).toBe(language);
      expect(marketplace.title).toBe(PAGE_TEXTS[language].marketplace.title);
      expect(marketplace.canonical).toBe(`${ORIGIN}/${language}/marketplace`);
      expect(marketplace.alternates).toContainEqual(["x-default", `${ORIGIN}/marketplace`]);
      expect(marketplace.dir).toBe(language === "ar" ? "rtl" : "ltr");
    }
    const signedInPage = await page("/de/dashboard");
    expect(signedInPage).toMatchObject({ status: 200, lang: "de", title: PAGE_TEXTS.de.other.title });
  });

  it("answer a path the app has no page for with its shell, a 404 and noindex, in the URL's language", async () => {
    const missing = await page("/nonexistent-page");
    expect(missing).toMatchObject({ status: 404, lang: "en", title: PAGE_TEXTS.en.notFound.title });
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect(documentsAsked.at(-1)).toBe("/");
    const german = await page("/de/product/12/extra");
    expect(german).toMatchObject({ status: 404, lang: "de", title: PAGE_TEXTS.de.notFound.title });
    for (const path of ["/dashboard", "/literary/7", "/receipt/abc", "/es/settings"]) {
      const known = await page(path);
      expect(known.status, path).toBe(200);
      expect(known.html, path).not.toContain("noindex");
    }
  });

  it("hand a file of the build to the static assets untouched", async () => {
    const icon = await openLink("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(documentsAsked.at(-1)).toBe("/favicon.svg");
    expect(await icon.text()).not.toContain('name="robots"');
  });

  it("describe a product with its Offer, and an AggregateRating only from real reviews", async () => {
    const { productId } = await creatorWithProduct(1900);
    await env.DB.prepare("update products set title = ?, description = ? where id = ?")
      .bind("Night </script><script>alert(1)</script> Notes", "A guide to sleeping well. ".repeat(20), productId)
      .run();
    const slug = (await env.DB.prepare("select slug from products where id = ?")
      .bind(productId)
      .first<{ slug: string }>())!.slug;
    const product = await page(`/fr/product/${productId}`);
    expect(product.status).toBe(200);
    expect(product.canonical).toBe(`${ORIGIN}/fr/product/${slug}`);
    expect(product.html).not.toContain("<script>alert(1)</script>");
    expect(product.title).toBe("Night &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Notes · Inkspire");
    expect(product.description!.length).toBeLessThanOrEqual(160);
    const [data] = product.jsonLd;
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Night </script><script>alert(1)</script> Notes",
      offers: { "@type": "Offer", price: "19.00", priceCurrency: "USD", url: `${ORIGIN}/fr/product/${slug}` },
    });
    expect(data).not.toHaveProperty("aggregateRating");

    await env.DB.prepare(
      "insert into product_reviews (id, product_id, user_id, rating, body, created_at) select ?, ?, creator_id, 4, '', 0 from products where id = ?",
    )
      .bind(crypto.randomUUID(), productId, productId)
      .run();
    const reviewed = await page(`/product/${slug}`);
    expect(reviewed.jsonLd[0]).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } });
    for (const language of PLATFORM_LANGUAGES) {
      const prefix = language === "en" ? "" : `/${language}`;
      const [productLd] = (await page(`${prefix}/product/${slug}`)).jsonLd;
      const [organizationLd] = (await page(prefix || "/")).jsonLd;
      expect(missingRequired(productLd), language).toEqual([]);
      expect(missingRequired(organizationLd), language).toEqual([]);
    }
    expect(missingRequired(data)).toEqual([]);
  });

  it("show the product's cover to link previews and crawlers, at an address that answers with the image", async () => {
    const { productId } = await creatorWithProduct(2400);
    const product = await page(`/product/${productId}`);
    const meta = (name: string) =>
      new RegExp(`<meta (?:property|name)="${name}" content="([^"]+)">`).exec(product.html)?.[1];
    const image = meta("og:image")!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/api/covers/generated/p${productId}-[0-9a-f]{8}-640\\.jpg$`));
    expect(meta("twitter:image")).toBe(image);
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["640", "1024"]);
    expect(product.jsonLd[0].image).toEqual([image, image.replace("-640.jpg", "-1600.jpg")]);
    for (const url of product.jsonLd[0].image as string[]) {
      const answer = await exports.default.fetch(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      await answer.arrayBuffer();
    }
  });

  it("answer 404 with noindex for a product that does not exist or is not published", async () => {
    const missing = await page("/product/no-such-guide");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    const { productId } = await creatorWithProduct(900);
    await env.DB.prepare("update products set status = 'unpublished' where id = ?").bind(productId).run();
    expect((await page(`/es/product/${productId}`)).status).toBe(404);
  });
});

describe("robots.txt and the sitemaps", () => {
  it("point crawlers at the sitemap and keep them out of the API", async () => {
    const robots = await (await openLink("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("list every published product once in each language it reads in, and nothing unpublished", async () => {
    const published = await creatorWithProduct(700);
    const hidden = await creatorWithProduct(700);
    await env.DB.prepare("update products set status = 'unpublished' where id = ?").bind(hidden.productId).run();
    const slugOf = async (id: number) =>
      (await env.DB.prepare("select slug from products where id = ?").bind(id).first<{ slug: string }>())!.slug;

    const index = await (await openLink("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(files).toContain(`${ORIGIN}/sitemaps/ja/1.xml`);
    expect(files).toHaveLength(12);

    const urlsOf = async (path: string) =>
      [...(await (await openLink(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const english = await urlsOf("/sitemaps/en/1.xml");
    const productUrl = `${ORIGIN}/product/${await slugOf(published.productId)}`;
    expect(english.filter((url) => url === productUrl)).toHaveLength(1);
    expect(english).not.toContain(`${ORIGIN}/product/${await slugOf(hidden.productId)}`);
    // The product is written in English and not translated: the French sitemap has the pages, not the product.
    const french = await urlsOf("/sitemaps/fr/1.xml");
    expect(french.slice(0, 3)).toEqual([`${ORIGIN}/fr`, `${ORIGIN}/fr/marketplace`, `${ORIGIN}/fr/pricing`]);
    expect(french).not.toContain(`${ORIGIN}/fr/product/${await slugOf(published.productId)}`);
    expect((await openLink("/sitemaps/fr/2.xml")).status).toBe(404);
    expect((await openLink("/sitemaps/xx/1.xml")).status).toBe(404);
  });
});
