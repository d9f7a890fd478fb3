import {
  ITEM_QUERY_KEY,
  ITEMS_QUERY_KEY,
  itemQueryKey,
  itemsQueryKey,
  reviewsQueryKey,
  STATS_QUERY_KEY,
} from "../../../../../worker/common/page-data";

/**
 * The marketplace's query keys. Each starts with the GET path it caches, so refreshing a path refreshes every variant
 * of it. The catalogue's keys are shared with the worker, which fills them in the pages it prerenders.
 */
export const ITEMS = ITEMS_QUERY_KEY;
export const ITEM = ITEM_QUERY_KEY;
export const STATS = STATS_QUERY_KEY;
export { itemQueryKey, itemsQueryKey, reviewsQueryKey };
export const PURCHASES = ["/api/marketplace/purchases"] as const;
export const receiptKey = (purchaseId: string) => [...PURCHASES, purchaseId] as const;
export const OWN_ITEMS = ["/api/marketplace/my-items"] as const;
export const SALES = ["/api/marketplace/sales"] as const;
export const DISCOUNT_CODES = ["/api/marketplace/discount-codes"] as const;
export const PAYOUTS = ["/api/marketplace/payouts"] as const;
export const UPDATE_EMAILS = ["/api/marketplace/updates"] as const;
export const recommendationsKey = (signedIn: boolean) => ["/api/marketplace/recommendations", signedIn] as const;
