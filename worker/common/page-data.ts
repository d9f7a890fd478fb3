import type { BillingPeriod, Currency } from "../../schema/pricing-enums";
import type { BrowseParams } from "./marketplace-browse";

/**
 * Answers the worker writes into a public page for the app's first render, so the app does not ask for them again:
 * [query key, answer] pairs, as JSON in the script element with this id. The keys are the app's query keys, named
 * here once for both sides.
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";

export type PageData = [key: readonly unknown[], answer: unknown][];

/** The session check (GET /api/auth/me). */
export const SESSION_QUERY_KEY = ["/api/auth/me"] as const;

/** Every product page answer (GET /api/marketplace/item/:id) starts with this key. */
export const ITEM_QUERY_KEY = ["/api/marketplace/item"] as const;

/** A product page's answer, by the id or slug the URL names, in the reader's language (its translation, if any). */
export const itemQueryKey = (idOrSlug: string, language: string) => [...ITEM_QUERY_KEY, idOrSlug, language] as const;

/** A page of a product's reviews (GET /api/marketplace/item/:id/reviews); without `page`, every page of them. */
export const reviewsQueryKey = (productId: number, page?: number) =>
  [...ITEM_QUERY_KEY, String(productId), "reviews", ...(page ? [page] : [])] as const;

/** Every marketplace listing answer (GET /api/marketplace/items) starts with this key. */
export const ITEMS_QUERY_KEY = ["/api/marketplace/items"] as const;

/** A marketplace listing's answer, by what the listing asks for and the reader's language (cards translated). */
export const itemsQueryKey = (params: BrowseParams, language: string) =>
  [...ITEMS_QUERY_KEY, params, language] as const;

/** The marketplace's figures (GET /api/marketplace/stats). */
export const STATS_QUERY_KEY = ["/api/marketplace/stats"] as const;

/** The language and currency the request suggests (GET /api/global/locale). */
export const LOCALE_QUERY_KEY = ["/api/global/locale"] as const;

/** The plans priced in a currency for a billing period (GET /api/pricing/plans). */
export const plansQueryKey = (currency: Currency, period: BillingPeriod) =>
  ["/api/pricing/plans", currency, period] as const;
