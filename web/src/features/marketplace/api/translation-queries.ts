import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useAiJob } from "../../../lib/use-ai-job";
import { marketplaceClient } from "./marketplace-client";
import { ITEM, ITEMS } from "./query-keys";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

const translations = marketplaceClient.items[":id"].translations;
export type TranslationsAnswer = InferResponseType<(typeof translations)["$get"], 200>;
export type SavedTranslation = InferRequestType<(typeof translations)[":language"]["$put"]>["json"];
export type ListingLanguage = InferRequestType<(typeof translations)[":language"]["$put"]>["param"]["language"];

const translationsKey = (productId: number) => ["/api/marketplace/items", productId, "translations"] as const;

/** The creator's product's original and its translations, with which are out of date. */
export function useTranslations(productId: number) {
  return useQuery({
    queryKey: translationsKey(productId),
    queryFn: async () =>
      (await translations.$get({ param: { id: String(productId) } })).json() as Promise<TranslationsAnswer>,
  });
}

/** Saves or removes one language's translation; the catalogue's cards and pages are asked for again. */
export function useChangeTranslation(productId: number) {
  const queryClient = useQueryClient();
  const settled = (answer: TranslationsAnswer) => {
    queryClient.setQueryData(translationsKey(productId), answer);
    void queryClient.invalidateQueries({ queryKey: ITEMS });
    void queryClient.invalidateQueries({ queryKey: ITEM });
  };
  const param = (language: ListingLanguage) => ({ id: String(productId), language });
  return {
    save: useMutation({
      mutationFn: async ({ language, json }: { language: ListingLanguage; json: SavedTranslation }) =>
        (await translations[":language"].$put({ param: param(language), json })).json() as Promise<TranslationsAnswer>,
      onSuccess: settled,
    }),
    remove: useMutation({
      mutationFn: async (language: ListingLanguage) =>
        (await translations[":language"].$delete({ param: param(language) })).json() as Promise<TranslationsAnswer>,
      onSuccess: settled,
    }),
  };
}

/** Saves the listing's own words; the translations are asked for again, as a change can leave them out of date. */
export function useChangeOriginal(productId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (json: {
      title: string;
      description: string;
      tags: string[];
      whatYouLearn: string[];
      requirements: string[];
    }) => (await marketplaceClient.items[":id"].$patch({ param: { id: String(productId) }, json })).json(),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: translationsKey(productId) });
    },
  });
}

/** A model's draft of a translation (one use of the allowance), streamed as it is written. */
export function useDraftTranslation() {
  return useAiJob(marketplaceClient["translation-drafts"].$post);
}
