import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { ReviewStage } from "../../../../../schema/quality-enums";
import type { qualityRoutes } from "../../../../../worker/features/quality/routes";
import { apiFetch } from "../../../lib/api-client";

const quality = hc<typeof qualityRoutes>("/api/quality", { fetch: apiFetch });

export type QualityMetrics = InferResponseType<typeof quality.metrics.$get, 200>["metrics"];
export type Review = InferResponseType<typeof quality.reviews.$get, 200>["reviews"][number];
export type FinalCheck = InferResponseType<(typeof quality)["final-check"]["$post"], 200>;

const METRICS_KEY = ["/api/quality/metrics"] as const;
const REVIEWS_KEY = ["/api/quality/reviews"] as const;

export function useQualityMetrics() {
  return useQuery({ queryKey: METRICS_KEY, queryFn: async () => (await quality.metrics.$get()).json() });
}

export function useReviews() {
  return useQuery({ queryKey: REVIEWS_KEY, queryFn: async () => (await quality.reviews.$get()).json() });
}

/** After an assessment, a review or a final check, the quality data is read again. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: METRICS_KEY }),
      queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
    ]);
}

export function useAssess() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (content: string) => (await quality.assess.$post({ json: { content } })).json(),
    onSuccess: reload,
  });
}

export function useReview() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (input: { content: string; stage: ReviewStage; startedAt?: number }) =>
      (await quality.review.$post({ json: input })).json(),
    onSuccess: reload,
  });
}

export function useFinalCheck() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (content: string) => (await quality["final-check"].$post({ json: { content } })).json(),
    onSuccess: reload,
  });
}
