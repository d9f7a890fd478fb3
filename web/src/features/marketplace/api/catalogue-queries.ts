import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { BrowseParams } from "../../../../../worker/common/marketplace-browse";
import { ApiRequestError } from "../../../lib/api-client";
import { marketplaceClient } from "./marketplace-client";
import { itemQueryKey, itemsQueryKey, recommendationsKey, STATS } from "./query-keys";

export type ListParams = BrowseParams;

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
