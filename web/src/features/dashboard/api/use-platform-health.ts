import { useQuery } from "@tanstack/react-query";
import { hc } from "hono/client";
import type { healthRoutes } from "../../../../../worker/features/health/routes";

const healthClient = hc<typeof healthRoutes>("/api/health", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials: "include" }),
});

const HEALTH_KEY = ["/api/health"] as const;

/** Whether D1 and R2 answer right now (a 503 from /api/health is an answer: degraded). */
export function usePlatformHealth() {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: async () => {
      const response = await healthClient.index.$get();
      return { ok: response.ok };
    },
  });
}
