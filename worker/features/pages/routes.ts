import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createDatabase } from "../../../schema/db";
import type { PlatformLanguage } from "../../common/languages";
import { formatDollarsIn } from "../../common/money";
import { itemQueryKey, type PageData, SESSION_QUERY_KEY } from "../../common/page-data";
import { decodeSegment, humanizeSegment } from "../../common/path-segment";
import type { AppEnv } from "../../env";
import { requestCountry } from "../../http/request-country";
import { SESSION_COOKIE } from "../../http/session";
import { sessionAnswer } from "../auth";
import { visitorCurrency } from "../global";
import { findItem, type Item, itemAnswer, toItem } from "../marketplace";
import { languageOfSegment, PAGE_TEXTS, type PageKind } from "./catalog";
import { translator } from "./catalog-text";
import { prerenderedDocument, webCatalog } from "./documents";
import { localizedUrl, type PageHead, withHead } from "./head";
import { productContent } from "./product-content";
import { sitemapFile, sitemapIndex } from "./sitemap";
import { organization, productData } from "./structured-data";

const DESCRIPTION_CHARS = 160;

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

const PAGE_OF_PATH: Record<string, PageKind> = { "/": "home", "/marketplace": "marketplace", "/pricing": "pricing" };

/** The content of a product page in a language, from the web app's own catalog; null when the build has none. */
async function productPage(
  c: Context<AppEnv>,
  assets: Fetcher,
  item: Item,
  language: PlatformLanguage,
  signInHref: string | null,
) {
  const origin = new URL(c.req.url).origin;
  const [own, english, visitor] = await Promise.all([
    webCatalog(assets, origin, language, "marketplace"),
    webCatalog(assets, origin, "en", "marketplace"),
    visitorCurrency(createDatabase(c.env.DB), requestCountry(c.req.raw)),
  ]);
  if (!own || !english) return null;
  const t = translator(language, own, english);
  const local = visitor
    ? {
        text: t("price.local", { price: formatDollarsIn(item.priceCents, visitor.perUsd, visitor.currency, language) }),
      }
    : null;
  const content = await productContent(item, t, language, {
    local,
    marketplaceHref: localizedUrl("", "/marketplace", language),
    signInHref,
  });
  return String(content);
}

/**
 * The HTML of a public page, its head written at the edge: the language of the URL, a translated title and
 * description, canonical and hreflang links, Open Graph and JSON-LD. The landing page and the app's shell for the
 * product, marketplace and pricing pages come prerendered in that language, and a product page's content is written
 * into its shell here, so each is on screen before any script runs. Other paths get the SPA with their language.
 */
async function servePage(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const { language, path } = splitPath(url.pathname);
  const assets = c.env.ASSETS;
  if (!assets) return c.text("The web app is not part of this deployment.", 503);
  const texts = PAGE_TEXTS[language];
  const base = { language, path, origin: url.origin, type: "website" as const, structuredData: [] as object[] };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) {
    const row = await findItem(createDatabase(c.env.DB), decodeSegment(product[1]!), null);
    const shell = await prerenderedDocument(assets, url.origin, "product", language);
    if (!row) return withHead(shell, { ...base, ...texts.other, noindex: true }, 404);
    const item = toItem(row);
    const head: PageHead = {
      ...base,
      path: `/product/${item.slug}`,
      type: "product",
      title: `${item.title} · Inkspire`,
      description: shorten(item.description),
    };
    head.structuredData = [productData(item, localizedUrl(url.origin, head.path, language))];
    const visitor = !getCookie(c, SESSION_COOKIE);
    const signInHref = visitor
      ? `${localizedUrl("", "/login", language)}?next=${encodeURIComponent(`/product/${product[1]}`)}`
      : null;
    const content = await productPage(c, assets, item, language, signInHref);
    const segment = decodeSegment(product[1]!);
    // A visitor's answers are known here; with a session cookie the app asks for them as that user.
    const data: PageData = !visitor
      ? []
      : [
          [SESSION_QUERY_KEY, sessionAnswer(null)],
          [itemQueryKey(segment), itemAnswer(item, null, false)],
        ];
    const fill = content ? { content, currentCrumb: humanizeSegment(product[1]!), data } : undefined;
    return withHead(shell, head, 200, fill);
  }
  const kind = PAGE_OF_PATH[path] ?? "other";
  const shell =
    kind === "home"
      ? await prerenderedDocument(assets, url.origin, "landing", language)
      : kind === "other"
        ? await assets.fetch(new Request(new URL("/", url)))
        : await prerenderedDocument(assets, url.origin, kind, language);
  return withHead(shell, {
    ...base,
    ...texts[kind],
    structuredData: kind === "home" ? [organization(url.origin)] : [],
  });
}

/** Everything outside /api that the worker answers itself: robots.txt, the sitemaps and the public pages' HTML. */
export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = new URL(c.req.url).origin;
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/sitemap.xml", async (c) => {
    const xml = await sitemapIndex(createDatabase(c.env.DB), new URL(c.req.url).origin);
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
    const xml = await sitemapFile(createDatabase(c.env.DB), new URL(c.req.url).origin, known, Number(file[1]));
    if (xml === null) return c.text("No such sitemap.", 404);
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("*", (c) => servePage(c));
