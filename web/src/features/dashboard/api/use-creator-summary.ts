import { useQuery } from "@tanstack/react-query";
import { hc } from "hono/client";
import type { dashboardRoutes } from "../../../../../worker/features/dashboard/routes";
import { apiFetch } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/query-keys";

const dashboardClient = hc<typeof dashboardRoutes>("/api/dashboard", { fetch: apiFetch });

/** Earnings and today's AI uses of the signed-in creator; only asked for when someone is signed in. */
export function useCreatorSummary(enabled: boolean) {
  return useQuery({
    queryKey: CREATOR_SUMMARY_KEY,
    queryFn: async () => (await dashboardClient.summary.$get()).json(),
    enabled,
  });
}
