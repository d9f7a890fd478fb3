import { eq, sql } from "drizzle-orm";
import { pageViews } from "../../../schema/analytics";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";

/**
 * The app's pages that are counted: a view of anything else is not stored, so nobody can fill the table with
 * made-up paths. Pages whose path carries an id are counted under the page (a receipt), except product pages,
 * which are counted per product.
 */
const COUNTED_PAGES = new Set([
  "",
  "dashboard",
  "profile",
  "global",
  "hiring",
  "creators",
  "literary",
  "humanizer",
  "marketplace",
  "marketplace-ai",
  "my-products",
  "receipt",
  "pricing",
  "analytics",
  "settings",
  "content-pipeline",
  "global-content",
  "unified-ai",
  "smart-mode",
  "overkill-mode",
  "collaborative",
  "kdp-packages",
  "kdp-test",
  "chrome-kdp",
  "login",
  "register",
]);

export const MAX_PATH_CHARS = 200;

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The product a product page names: `/product/12` by id, `/marketplace/product/some-slug` by slug. */
async function productOf(db: Database, segments: string[]) {
  let where = null;
  if (segments[0] === "product" && segments.length === 2 && /^\d{1,12}$/.test(segments[1]!)) {
    where = eq(products.id, Number(segments[1]));
  } else if (segments[0] === "marketplace" && segments[1] === "product" && segments.length === 3) {
    where = eq(products.slug, segments[2]!.toLowerCase());
  }
  if (!where) return null;
  const [product] = await db.select({ id: products.id }).from(products).where(where).limit(1);
  return product ?? null;
}

/** The page a path is counted as, with its product when it is a product page; null when it is not counted. */
async function pageOf(db: Database, rawPath: string): Promise<{ path: string; productId: number | null } | null> {
  const [path = ""] = rawPath.split(/[?#]/, 1);
  const segments = path.split("/").filter(Boolean);
  if (segments.length > 3) return null;
  const product = await productOf(db, segments);
  if (product) return { path: `/product/${product.id}`, productId: product.id };
  const page = segments[0] ?? "";
  if (!COUNTED_PAGES.has(page) || (page === "marketplace" && segments.length > 1)) return null;
  return { path: `/${page}`, productId: null };
}

/** Counts one view of a page today; returns whether it was counted. */
export async function recordPageView(db: Database, rawPath: string, now = Date.now()) {
  const page = await pageOf(db, rawPath);
  if (!page) return false;
  await db
    .insert(pageViews)
    .values({ day: today(now), path: page.path, productId: page.productId, views: 1 })
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { views: sql`${pageViews.views} + 1` } });
  return true;
}
