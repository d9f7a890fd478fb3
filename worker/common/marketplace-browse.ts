import { categoryNamed, MAX_BROWSABLE, type ProductCategory, SORTS, type Sort } from "../../schema/marketplace-enums";

/** Products on one page of the marketplace. */
export const BROWSE_PAGE_SIZE = 24;
/** How many of the featured products the landing page shows (as the worker writes it and as the app's "/" asks). */
export const LANDING_FEATURED = 3;

/** What a product card shows of a description, and of the tags. */
export const CARD_DESCRIPTION_CHARS = 120;
export const CARD_TAGS = 3;

export interface BrowseParams {
  category: "all" | ProductCategory;
  q: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/**
 * The listing a marketplace URL asks for (?category=&sort=&page=&q=), read the same way by the page and by the
 * worker that writes its first paint; a value it does not know falls back to the default.
 */
export function browseParamsOf(search: URLSearchParams): BrowseParams {
  return {
    category: categoryNamed(search.get("category")) ?? "all",
    sort: oneOf<Sort>(search.get("sort"), SORTS, "featured"),
    page: Math.max(1, Math.floor(Number(search.get("page"))) || 1),
    q: search.get("q") ?? "",
    pageSize: BROWSE_PAGE_SIZE,
  };
}

/** The last page one can reach for a number of results (browsing stops at MAX_BROWSABLE results). */
export function lastBrowsablePage(total: number, pageSize: number): number {
  return Math.max(1, Math.min(Math.ceil(total / pageSize), Math.floor(MAX_BROWSABLE / pageSize)));
}

/** A text cut to a length, with an ellipsis when it was longer. */
export function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
}

/**
 * Whether a visitor is shown a product's purchase count: it counts real sales only (test-mode purchases are not
 * sales), so it is left out when there are none, and when it is below the number of reviews beside it (reviews
 * written after test purchases, in a deployment that takes no payments), where it would read as wrong.
 */
export function showsPurchaseCount(item: { purchases: number; ratingCount: number }): boolean {
  return item.purchases > 0 && item.purchases >= item.ratingCount;
}
