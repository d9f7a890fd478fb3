import { useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { dashboardRoutes } from "../../../../../worker/features/dashboard/routes";
import { apiFetch } from "../../../lib/api-client";

const dashboard = hc<typeof dashboardRoutes>("/api/dashboard", { fetch: apiFetch });

export type Overview = InferResponseType<typeof dashboard.overview.$get, 200>;
export type Suggestion = InferResponseType<typeof dashboard.assistant.$get, 200>["suggestions"][number];

export function useOverview(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/dashboard/overview"],
    queryFn: async () => (await dashboard.overview.$get()).json(),
    enabled,
  });
}

/** The assistant's suggestions, asked for only when the user opens the panel. */
export function useAssistant(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/dashboard/assistant"],
    queryFn: async () => (await dashboard.assistant.$get()).json(),
    enabled,
  });
}
