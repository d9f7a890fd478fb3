import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PLATFORM_LANGUAGES, type PlatformLanguage, primaryLanguage } from "../../../../../worker/common/languages";
import type { BrowseParams } from "../../../../../worker/common/marketplace-browse";
import { ApiRequestError } from "../../../lib/api-client";
import { marketplaceClient } from "./marketplace-client";
import { itemQueryKey, itemsQueryKey, recommendationsKey, STATS } from "./query-keys";

export type ListParams = BrowseParams;

/** The reader's language as the catalogue takes it: cards and product pages read in it where translated. */
function listingLanguage(language: string): PlatformLanguage | undefined {
  const primary = primaryLanguage(language);
  return (PLATFORM_LANGUAGES as readonly string[]).includes(primary) ? (primary as PlatformLanguage) : undefined;
}

/** A page of the marketplace listing (the route's loader asks for the first one before the page shows). */
export function itemsQuery(params: ListParams, language: string) {
  const lang = listingLanguage(language);
  return queryOptions({
    queryKey: itemsQueryKey(params, lang ?? ""),
    queryFn: async () =>
      (
        await marketplaceClient.items.$get({
          query: { ...params, page: String(params.page), pageSize: String(params.pageSize), lang },
        })
      ).json(),
  });
}

export function useItems(params: ListParams) {
  const { i18n } = useTranslation();
  return useQuery({ ...itemsQuery(params, i18n.language), placeholderData: keepPreviousData });
}

/**
 * A product page's data; a failed load is tried three more times, but a 404 is an answer. The route's loader asks
 * for it before the page first shows.
 */
export function itemQuery(idOrSlug: string, language: string) {
  const lang = listingLanguage(language);
  return queryOptions({
    queryKey: itemQueryKey(idOrSlug, lang ?? ""),
    queryFn: async () =>
      // The route reads `lang` beside its typed input (so its other callers need not name it): the client sends it.
      (
        await marketplaceClient.item[":id"].$get({ param: { id: idOrSlug }, query: { lang } } as {
          param: { id: string };
        })
      ).json(),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 3,
    enabled: idOrSlug !== "",
  });
}

export function useItem(idOrSlug: string) {
  const { i18n } = useTranslation();
  return useQuery(itemQuery(idOrSlug, i18n.language));
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
