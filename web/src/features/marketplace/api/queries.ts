import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BrowseParams } from "../../../../../worker/common/marketplace-browse";
import {
  ITEM_QUERY_KEY,
  ITEMS_QUERY_KEY,
  itemQueryKey,
  itemsQueryKey,
  reviewsQueryKey,
  STATS_QUERY_KEY,
} from "../../../../../worker/common/page-data";
import { ApiRequestError, apiFetch } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { marketplaceClient } from "./marketplace-client";

export type ListParams = BrowseParams;

/** Each key starts with the GET path it caches, so refreshing a path refreshes every variant of it. */
const ITEMS = ITEMS_QUERY_KEY;
const ITEM = ITEM_QUERY_KEY;
const STATS = STATS_QUERY_KEY;
const PURCHASES = ["/api/marketplace/purchases"] as const;
const receiptKey = (purchaseId: string) => [...PURCHASES, purchaseId] as const;
const OWN_ITEMS = ["/api/marketplace/my-items"] as const;
const SALES = ["/api/marketplace/sales"] as const;
const DISCOUNT_CODES = ["/api/marketplace/discount-codes"] as const;
const PAYOUTS = ["/api/marketplace/payouts"] as const;
const recommendationsKey = (signedIn: boolean) => ["/api/marketplace/recommendations", signedIn] as const;

/** A page of the marketplace listing (the route's loader asks for the first one before the page shows). */
export function itemsQuery(params: ListParams) {
  return queryOptions({
    queryKey: itemsQueryKey(params),
    queryFn: async () =>
      (
        await marketplaceClient.items.$get({
          query: { ...params, page: String(params.page), pageSize: String(params.pageSize) },
        })
      ).json(),
  });
}

export function useItems(params: ListParams) {
  return useQuery({ ...itemsQuery(params), placeholderData: keepPreviousData });
}

/**
 * A product page's data; a failed load is tried three more times, but a 404 is an answer. The route's loader asks
 * for it before the page first shows.
 */
export function itemQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: itemQueryKey(idOrSlug),
    queryFn: async () => (await marketplaceClient.item[":id"].$get({ param: { id: idOrSlug } })).json(),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 3,
    enabled: idOrSlug !== "",
  });
}

export function useItem(idOrSlug: string) {
  return useQuery(itemQuery(idOrSlug));
}

export const statsQuery = queryOptions({
  queryKey: STATS,
  queryFn: async () => (await marketplaceClient.stats.$get()).json(),
});

export function useMarketplaceStats() {
  return useQuery(statsQuery);
}

export function useReceipt(purchaseId: string) {
  return useQuery({
    queryKey: receiptKey(purchaseId),
    queryFn: async () => (await marketplaceClient.purchases[":purchaseId"].$get({ param: { purchaseId } })).json(),
  });
}

export function useOwnItems() {
  return useQuery({
    queryKey: OWN_ITEMS,
    queryFn: async () => (await marketplaceClient["my-items"].$get()).json(),
  });
}

export function useOwnPurchases() {
  return useQuery({
    queryKey: PURCHASES,
    queryFn: async () => (await marketplaceClient.purchases.$get()).json(),
  });
}

/** After a sale, a listing or a change, the catalogue, product pages and earnings are asked for again. */
function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [ITEMS, ITEM, OWN_ITEMS, PURCHASES, STATS, SALES, DISCOUNT_CODES]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
  };
}

export function usePurchase() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (input: { productId: number; price: number; title: string; discountCode?: string }) =>
      (await marketplaceClient.purchase.$post({ json: input })).json(),
    onSuccess: refresh,
  });
}

/**
 * The price of a product with a code the buyer typed. Checking is an action the buyer takes (Apply), and each
 * refusal is shown where the code was typed, so it is a mutation rather than a cached query.
 */
export function useCheckDiscountCode(productId: number) {
  return useMutation({
    mutationFn: async (code: string) =>
      (await marketplaceClient.item[":id"].discount.$get({ param: { id: String(productId) }, query: { code } })).json(),
  });
}

export function useSales() {
  return useQuery({
    queryKey: SALES,
    queryFn: async () => (await marketplaceClient.sales.$get()).json(),
  });
}

/** A refund changes the sale, the product's earnings, the buyer's receipt, the creator's figures and their balances. */
export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (purchaseId: string) =>
      (await marketplaceClient.sales[":purchaseId"].refund.$post({ param: { purchaseId } })).json(),
    onSuccess: () => {
      for (const queryKey of [SALES, OWN_ITEMS, PURCHASES, CREATOR_SUMMARY_KEY, PAYOUTS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function usePayouts() {
  return useQuery({
    queryKey: PAYOUTS,
    queryFn: async () => (await marketplaceClient.payouts.$get()).json(),
  });
}

/**
 * Connects the creator's payouts. With Stripe the browser goes on to Stripe's onboarding; in test mode the account is
 * active at once and the test balance is paid out, which changes the balances, the earnings and the creator summary.
 */
export function useConnectPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await marketplaceClient.payouts.connect.$post()).json(),
    onSuccess: ({ onboardingUrl }) => {
      if (onboardingUrl) {
        window.location.assign(onboardingUrl);
        return;
      }
      for (const queryKey of [PAYOUTS, OWN_ITEMS, CREATOR_SUMMARY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useDiscountCodes() {
  return useQuery({
    queryKey: DISCOUNT_CODES,
    queryFn: async () => (await marketplaceClient["discount-codes"].$get()).json(),
  });
}

export interface NewDiscountCode {
  code: string;
  productId: number | null;
  percentOff: number | null;
  /** Dollars. */
  amountOff: number | null;
  expiresAt: number | null;
  maxUses: number | null;
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDiscountCode) =>
      (await marketplaceClient["discount-codes"].$post({ json: input })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES }),
  });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await marketplaceClient["discount-codes"][":id"].$delete({ param: { id } })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES }),
  });
}

export function useCreateListing() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    // The form (with its file) is sent as the browser built it; the typed client would rebuild it from an object.
    mutationFn: async (form: FormData) => {
      const response = await apiFetch("/api/marketplace/items", { method: "POST", body: form });
      return (await response.json()) as InferResponseType<typeof marketplaceClient.items.$post, 201>;
    },
    onSuccess: refresh,
  });
}

export function useUpdateListing() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: number;
      changes: { status?: "published" | "unpublished"; price?: number };
    }) => (await marketplaceClient.items[":id"].$patch({ param: { id: String(id) }, json: changes })).json(),
    onSuccess: refresh,
  });
}

export function useIntelligentSearch() {
  return useMutation({
    mutationFn: async (input: { query: string; category?: string }) =>
      (
        await marketplaceClient["intelligent-search"].$post({
          json: { query: input.query, userContext: input.category ? { category: input.category } : undefined },
        })
      ).json(),
  });
}

export function useRecommendations(signedIn: boolean) {
  return useQuery({
    queryKey: recommendationsKey(signedIn),
    queryFn: async () => (await marketplaceClient.recommendations.$post({ json: {} })).json(),
  });
}

export function useReview(productId: number) {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (input: { rating: number; body: string }) =>
      (await marketplaceClient.item[":id"].reviews.$post({ param: { id: String(productId) }, json: input })).json(),
    onSuccess: refresh,
  });
}

export type ReviewPage = InferResponseType<(typeof marketplaceClient.item)[":id"]["reviews"]["$get"], 200>;
export type ProductReview = ReviewPage["reviews"][number];

export function useReviews(productId: number, page: number) {
  return useQuery({
    queryKey: reviewsQueryKey(productId, page),
    queryFn: async () =>
      (
        await marketplaceClient.item[":id"].reviews.$get({
          param: { id: String(productId) },
          query: { page: String(page) },
        })
      ).json(),
    placeholderData: keepPreviousData,
  });
}

export function useReplyToReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reviewId: string; body: string }) =>
      (
        await marketplaceClient.reviews[":reviewId"].reply.$post({
          param: { reviewId: input.reviewId },
          json: { body: input.body },
        })
      ).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  });
}
