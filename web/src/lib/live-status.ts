import { useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import type { StatusFrame } from "../../../durable-objects/status-protocol";
import type { ecosystemRoutes } from "../../../worker/features/ecosystem/routes";
import type { automatedSystemRoutes } from "../../../worker/features/system-status/routes";
import { apiFetch } from "./api-client";
import { liveSocketUrl } from "./live-socket-url";

const automatedSystem = hc<typeof automatedSystemRoutes>("/api/automated-system", { fetch: apiFetch });
const ecosystem = hc<typeof ecosystemRoutes>("/api/ecosystem", { fetch: apiFetch });

export type SystemStatusAnswer = InferResponseType<typeof automatedSystem.status.$get, 200>;

/**
 * Where a page reads the status while the live feed is down, and how often: the status dashboard
 * measures it every 30 seconds, the ecosystem page reads the hub's latest every 5.
 */
const SOURCES = {
  dashboard: {
    key: ["/api/automated-system/status"] as const,
    pollMs: 30_000,
    read: async () => (await automatedSystem.status.$get()).json(),
  },
  ecosystem: {
    key: ["/api/ecosystem/real-time-status"] as const,
    pollMs: 5_000,
    read: async () => (await ecosystem["real-time-status"].$get()).json(),
  },
};
const MAX_BACKOFF_MS = 30_000;

/**
 * The system status, live: the hub's socket pushes each change into the query's cache. While the socket is down
 * (before it opens, between reconnects with backoff, or where WebSockets are blocked) the query polls instead.
 */
export function useLiveStatus(source: keyof typeof SOURCES = "dashboard") {
  const { key, pollMs, read } = SOURCES[source];
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    const open = () => {
      socket = new WebSocket(liveSocketUrl("/api/automated-system/live"));
      socket.onopen = () => {
        attempt = 0;
        setLive(true);
      };
      socket.onmessage = (event) => {
        const frame = JSON.parse(event.data as string) as StatusFrame;
        if (frame.type === "status") queryClient.setQueryData(key, { success: true as const, ...frame.status });
      };
      socket.onclose = () => {
        setLive(false);
        if (stopped) return;
        retry = setTimeout(open, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt));
        attempt += 1;
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000, "Left the dashboard");
    };
  }, [queryClient, key]);
  const status = useQuery({ queryKey: key, queryFn: read, refetchInterval: live ? false : pollMs });
  return { status, live };
}
