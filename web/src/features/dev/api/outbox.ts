import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { devRoutes } from "../../../../../worker/features/dev/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof devRoutes>("/api/dev", { fetch: apiFetch });

export type OutboxMessage = InferResponseType<typeof client.outbox.$get, 200>["messages"][number];

/** The local outbox, newest first, optionally only the messages to one address. */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ["/api/dev/outbox", to],
    queryFn: async () => (await client.outbox.$get({ query: to ? { to } : {} })).json(),
    placeholderData: keepPreviousData,
  });
}
