import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProductCategory, Sort } from "../../../../../schema/marketplace-enums";
import { ApiRequestError } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/query-keys";
import { marketplaceClient } from "./marketplace-client";

export interface ListParams {
  category: "all" | ProductCategory;
  q: string;
  sort: Sort;
  page: number;
  pageSize: number;
}

export function useItems(params: ListParams) {
  return useQuery({
    queryKey: ["/api/marketplace/items", params],
    queryFn: async () =>
      (
        await marketplaceClient.items.$get({
          query: { ...params, page: String(params.page), pageSize: String(params.pageSize) },
        })
      ).json(),
    placeholderData: keepPreviousData,
  });
}

/** A product page's data; a failed load is tried three more times, but a 404 is an answer. */
export function useItem(idOrSlug: string) {
  return useQuery({
    queryKey: ["/api/marketplace/item", idOrSlug],
    queryFn: async () => (await marketplaceClient.item[":id"].$get({ param: { id: idOrSlug } })).json(),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 3,
    enabled: idOrSlug !== "",
  });
}

export function useMarketplaceStats() {
  return useQuery({
    queryKey: ["/api/marketplace/stats"],
    queryFn: async () => (await marketplaceClient.stats.$get()).json(),
  });
}

export function useReceipt(purchaseId: string) {
  return useQuery({
    queryKey: ["/api/marketplace/purchases", purchaseId],
    queryFn: async () => (await marketplaceClient.purchases[":purchaseId"].$get({ param: { purchaseId } })).json(),
  });
}

export function useOwnItems() {
  return useQuery({
    queryKey: ["/api/marketplace/my-items"],
    queryFn: async () => (await marketplaceClient["my-items"].$get()).json(),
  });
}

export function useOwnPurchases() {
  return useQuery({
    queryKey: ["/api/marketplace/purchases"],
    queryFn: async () => (await marketplaceClient.purchases.$get()).json(),
  });
}

/** After a sale, a listing or a change, the catalogue, product pages and earnings are asked for again. */
function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [
      "/api/marketplace/items",
      "/api/marketplace/item",
      "/api/marketplace/my-items",
      "/api/marketplace/purchases",
      "/api/marketplace/stats",
    ]) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
    void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
  };
}

export function usePurchase() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (input: { productId: number; price: number; title: string }) =>
      (await marketplaceClient.purchase.$post({ json: input })).json(),
    onSuccess: refresh,
  });
}

export function useCreateListing() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const response = await fetch("/api/marketplace/items", { method: "POST", body: form, credentials: "include" });
      if (!response.ok) throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
      return (await response.json()) as { item: { id: number } };
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
    queryKey: ["/api/marketplace/recommendations", signedIn],
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
