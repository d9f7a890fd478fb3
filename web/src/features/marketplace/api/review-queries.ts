import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { marketplaceClient } from "./marketplace-client";
import { reviewsQueryKey } from "./query-keys";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

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

export function useReview(productId: number) {
  const refresh = useRefreshMarketplace();
  return useMutation({
    mutationFn: async (input: { rating: number; body: string }) =>
      (await marketplaceClient.item[":id"].reviews.$post({ param: { id: String(productId) }, json: input })).json(),
    onSuccess: refresh,
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
