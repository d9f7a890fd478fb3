import { useQuery } from "@tanstack/react-query";
import { hc } from "hono/client";
import type { dashboardRoutes } from "../../../worker/features/dashboard/routes";
import { apiFetch } from "./api-client";

const client = hc<typeof dashboardRoutes>("/api/dashboard", { fetch: apiFetch });

/** The key of the creator's summary, which every AI use, sale and listing makes stale (the sidebar's "uses today"). */
export const CREATOR_SUMMARY_KEY = ["/api/dashboard/summary"] as const;

/** Earnings and today's AI uses of the signed-in creator; only asked for when someone is signed in. */
export function useCreatorSummary(enabled: boolean) {
  return useQuery({
    queryKey: CREATOR_SUMMARY_KEY,
    queryFn: async () => (await client.summary.$get()).json(),
    enabled,
  });
}
