import type { Database } from "../../../schema/db";
import { PLATFORM_LANGUAGES, type PlatformLanguage } from "../../common/languages";
import { escapeMarkup } from "../../common/markup";
import { publishedSlugs } from "../marketplace";
import { localizedUrl } from "./head";

/** Products per sitemap file: well under the protocol's 50,000 URLs, so each file is one bounded read. */
export const PRODUCTS_PER_SITEMAP = 5000;

/** The public pages that are not products, listed in each language's first sitemap. */
export const STATIC_PAGES = ["/", "/marketplace", "/pricing", "/orchestration"];

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: for each language, as many files as the products that read in it need (at least one). */
export async function sitemapIndex(db: Database, origin: string) {
  const totals = await Promise.all(
    PLATFORM_LANGUAGES.map(async (language) => (await publishedSlugs(db, language, 0, 0)).total),
  );
  const entries = PLATFORM_LANGUAGES.flatMap((language, i) =>
    Array.from(
      { length: Math.max(1, Math.ceil(totals[i]! / PRODUCTS_PER_SITEMAP)) },
      (_, i) => `<sitemap><loc>${escapeMarkup(`${origin}/sitemaps/${language}/${i + 1}.xml`)}</loc></sitemap>`,
    ),
  );
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** One language's sitemap file: the static pages (in the first file) and a page of the products that read in it. */
export async function sitemapFile(db: Database, origin: string, language: PlatformLanguage, file: number) {
  const { rows, total } = await publishedSlugs(db, language, (file - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP);
  if (file > 1 && (file - 1) * PRODUCTS_PER_SITEMAP >= total) return null;
  const url = (path: string, modified?: number) =>
    `<url><loc>${escapeMarkup(localizedUrl(origin, path, language))}</loc>${modified ? `<lastmod>${new Date(modified).toISOString()}</lastmod>` : ""}</url>`;
  const urls = [
    ...(file === 1 ? STATIC_PAGES.map((path) => url(path)) : []),
    ...rows.map((row) => url(`/product/${encodeURIComponent(row.slug)}`, row.updatedAt)),
  ];
  return `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
