import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isAppPath } from "../../common/app-paths";
import { COVER_WIDTHS, coverHeightAt } from "../../common/covers";
import type { PlatformLanguage } from "../../common/languages";
import { pageOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { databaseSession } from "../../http/database-session";
import { requestCountry } from "../../http/request-country";
import { sessionCookieName } from "../../http/session";
import { paymentsMode } from "../../payments/checkout";
import { offersAnotherLanguage } from "../global";
import { languageOfSegment, PAGE_TEXTS, type PageKind } from "./catalog";
import { prerenderedDocument } from "./documents";
import { localizedUrl, type PageHead, withHead } from "./head";
import { landingPage } from "./landing-page";
import { marketplacePage } from "./marketplace-page";
import type { PageRequest } from "./page-request";
import { pricingPage } from "./pricing-page";
import { movedProductSlug, productPage } from "./product-page";
import { sitemapFile, sitemapIndex } from "./sitemap";
import { organization, productData } from "./structured-data";

const DESCRIPTION_CHARS = 160;
/** A path whose last segment has an extension names a file of the web app's build, not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

/** The path split into its language (English when unprefixed) and the page's own path. */
function splitPath(pathname: string): { language: PlatformLanguage; path: string } {
  const [, first, ...rest] = pathname.split("/");
  const language = languageOfSegment(first);
  if (!language) return { language: "en", path: pathname };
  return { language, path: `/${rest.join("/")}` };
}

const PAGE_OF_PATH: Record<string, Exclude<PageKind, "other" | "notFound">> = {
  "/": "home",
  "/marketplace": "marketplace",
  "/pricing": "pricing",
  "/orchestration": "orchestration",
};

/**
 * A permanent move to the page's current address, in the same language and with the same query. The move is cached
 * for a while only: a product may later take the slug that was given up.
 */
function moved(c: Context<AppEnv>, path: string, language: PlatformLanguage) {
  const location = `${localizedUrl("", path, language)}${new URL(c.req.url).search}`;
  return c.body(null, 301, { Location: location, "Cache-Control": "public, max-age=3600" });
}

/**
 * The HTML of a public page, its head written at the edge: the language of the URL, a translated title and
 * description, canonical and hreflang links, Open Graph and JSON-LD. The landing page and the app's shell for the
 * product, marketplace, pricing and orchestration pages come prerendered in that language (the orchestration page
 * whole, since it is the same for everyone), and what comes from the data (the product, the listing, the plans'
 * prices, the landing page's featured products and quotes) is written into them here, so each is on screen before
 * any script runs. Other pages of the app get its shell; an unknown path gets it with a 404.
 */
async function servePage(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const origin = pageOrigin(c.env, c.req.url);
  const { language, path } = splitPath(url.pathname);
  const assets = c.env.ASSETS;
  if (!assets) return c.text("The web app is not part of this deployment.", 503);
  const texts = PAGE_TEXTS[language];
  const base = { language, path, origin, type: "website" as const, structuredData: [] as object[] };
  const request: PageRequest = {
    db: c.get("db"),
    assets,
    origin,
    language,
    visitor: !getCookie(c, sessionCookieName(c)),
    country: requestCountry(c.req.raw),
  };
  // A visitor's page works before the app, which then starts when they reach for it; unless the app is to offer
  // them their browser's language first, which it does on an English page only (a URL that names its language was
  // the reader's choice).
  const languageOffered = language === "en" && offersAnotherLanguage(c.req.header("accept-language"), language);
  const startOnIntent = request.visitor && !languageOffered;
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) {
    const [shell, page] = await Promise.all([
      prerenderedDocument(assets, url.origin, "product", language),
      productPage(request, product[1]!),
    ]);
    if (!page) return withHead(shell, { ...base, ...texts.other, noindex: true }, 404);
    if ("movedTo" in page) return moved(c, `/product/${page.movedTo}`, language);
    const { item, languages, fill } = page;
    const head: PageHead = {
      ...base,
      path: `/product/${item.slug}`,
      contentLanguages: languages.available,
      type: "product",
      title: `${item.title} · Inkspire`,
      description: shorten(item.description),
      image: {
        url: `${origin}${item.cover.pageUrl}`,
        width: COVER_WIDTHS.page,
        height: coverHeightAt(item.cover, COVER_WIDTHS.page),
        alt: item.title,
      },
    };
    head.structuredData = [productData(item, localizedUrl(origin, head.path, language), origin, languages.shown)];
    return withHead(shell, { ...head, startOnIntent }, 200, fill ?? undefined);
  }
  const listing = /^\/marketplace\/product\/([^/]+)$/.exec(path);
  const currentSlug = listing && (await movedProductSlug(request.db, listing[1]!));
  if (currentSlug) return moved(c, `/marketplace/product/${currentSlug}`, language);
  const kind = PAGE_OF_PATH[path] ?? "other";
  if (kind === "other") {
    const app = await assets.fetch(new Request(new URL("/", url)));
    if (isAppPath(path)) return withHead(app, { ...base, ...texts.other });
    // The app shows the home page with a "page not found" notice; crawlers get the status and keep it out.
    return withHead(app, { ...base, ...texts.notFound, noindex: true }, 404);
  }
  const [shell, fill] = await Promise.all([
    prerenderedDocument(assets, url.origin, kind === "home" ? "landing" : kind, language),
    kind === "marketplace"
      ? marketplacePage(request, url)
      : kind === "pricing"
        ? pricingPage(request, c.req.header("accept-language"), paymentsMode(c.env))
        : kind === "home"
          ? landingPage(request)
          : null,
  ]);
  return withHead(
    shell,
    {
      ...base,
      ...texts[kind],
      structuredData: kind === "home" ? [organization(origin)] : [],
      // The landing, marketplace and pricing pages work before the app. The orchestration page's calculator comes
      // with its app.
      startOnIntent: startOnIntent && kind !== "orchestration",
    },
    200,
    fill ?? undefined,
  );
}

/**
 * Everything outside /api: robots.txt, the sitemaps, the public pages' HTML, the app's shell for its other pages, and
 * a 404 with the home page for a path that is none of them.
 */
export const pageRoutes = new Hono<AppEnv>()
  .use(databaseSession)
  .get("/robots.txt", (c) => {
    const origin = pageOrigin(c.env, c.req.url);
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/sitemap.xml", async (c) => {
    const xml = await sitemapIndex(c.get("db"), pageOrigin(c.env, c.req.url));
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/sitemaps/:language/:file", async (c) => {
    const language = c.req.param("language");
    const file = /^([1-9]\d{0,4})\.xml$/.exec(c.req.param("file"));
    const known = language === "en" ? "en" : languageOfSegment(language);
    if (!known || !file) return c.text("No such sitemap.", 404);
    const xml = await sitemapFile(c.get("db"), pageOrigin(c.env, c.req.url), known, Number(file[1]));
    if (xml === null) return c.text("No such sitemap.", 404);
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("*", (c) => {
    // A file (favicon.svg, a font) is the asset itself; every other path is a page.
    if (FILE_NAME.test(c.req.path) && c.env.ASSETS) return c.env.ASSETS.fetch(c.req.raw);
    return servePage(c);
  });
