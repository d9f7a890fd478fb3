import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { analyticsRoutes } from "../../../../../worker/features/analytics/routes";
import { apiFetch } from "../../../lib/api-client";

const analytics = hc<typeof analyticsRoutes>("/api/analytics", { fetch: apiFetch });

export type Report = InferResponseType<typeof analytics.index.$get, 200>;
export type Range = 7 | 30 | 90;

export function useAnalytics(range: Range) {
  return useQuery({
    queryKey: ["/api/analytics", range],
    queryFn: async () => (await analytics.index.$get({ query: { range: String(range) } })).json(),
    placeholderData: keepPreviousData,
  });
}
