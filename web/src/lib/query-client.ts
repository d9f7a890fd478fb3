import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * The platform's data-fetching rules: no retries, no refetch on focus or reconnect, no polling, and data
 * that stays fresh until a mutation invalidates it. The query cache is the only client-side API cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
