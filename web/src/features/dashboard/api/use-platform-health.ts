import { useQuery } from "@tanstack/react-query";
import { hc } from "hono/client";
import type { healthRoutes } from "../../../../../worker/features/system-status/health-routes";

const healthClient = hc<typeof healthRoutes>("/api/health", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials: "include" }),
});

const HEALTH_KEY = ["/api/health"] as const;

/**
 * Whether D1 and R2 answer right now (a 503 from /api/health is an answer: degraded), which AI engines answer and
 * how payments are taken.
 */
export function usePlatformHealth() {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: async () => {
      const response = await healthClient.index.$get();
      const body = (await response.json()) as {
        checks?: { ai?: { engines: string[]; reachable: string[] }; payments?: { mode: string } };
      };
      return {
        ok: response.ok,
        /** The engines that answered a probe in the last few minutes (the offline engine always does). */
        engines: body.checks?.ai?.reachable ?? [],
        payments: body.checks?.payments?.mode ?? "unavailable",
      };
    },
  });
}
