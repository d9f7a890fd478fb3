import { useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import type { StatusFrame } from "../../../../../durable-objects/status-protocol";
import type { automatedSystemRoutes } from "../../../../../worker/features/system-status/routes";
import { apiFetch } from "../../../lib/api-client";

const automatedSystem = hc<typeof automatedSystemRoutes>("/api/automated-system", { fetch: apiFetch });

export type SystemStatusAnswer = InferResponseType<typeof automatedSystem.status.$get, 200>;

const STATUS_KEY = ["/api/automated-system/status"] as const;
/** Spec 002 §9: without the live feed, the dashboard asks every 30 seconds. */
export const POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The system status, live: the hub's socket pushes each change into the query's cache. While the socket is down
 * (before it opens, between reconnects with backoff, or where WebSockets are blocked) the query polls instead.
 */
export function useLiveStatus() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    const open = () => {
      socket = new WebSocket(
        `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/automated-system/live`,
      );
      socket.onopen = () => {
        attempt = 0;
        setLive(true);
      };
      socket.onmessage = (event) => {
        const frame = JSON.parse(event.data as string) as StatusFrame;
        if (frame.type === "status") queryClient.setQueryData(STATUS_KEY, { success: true as const, ...frame.status });
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
  }, [queryClient]);
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => (await automatedSystem.status.$get()).json(),
    refetchInterval: live ? false : POLL_MS,
  });
  return { status, live };
}
