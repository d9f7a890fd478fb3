import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * The platform's data-fetching rules: no retries, no refetch on focus or reconnect, no polling, and data
 * that stays fresh until a mutation invalidates it. The query cache is the only client-side API cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn("Query failed:", query.queryKey, error.message),
    }),
    mutationCache: new MutationCache({ onError: (error) => console.warn("Mutation error handled:", error.message) }),
    defaultOptions: {
      queries: {
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
