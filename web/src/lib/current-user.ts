import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { getQueryFn } from "./api-client";
import type { authClient } from "./auth-client";

export type CurrentUser = InferResponseType<typeof authClient.me.$get, 200>["user"];

export const CURRENT_USER_KEY = ["/api/auth/me"] as const;

/**
 * The signed-in user, or null when the session is missing or expired (a 401 is an answer, not an error).
 * Plain fetch rather than the typed client keeps the RPC client out of the first page's bundle.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<{ user: CurrentUser }>({ on401: "returnNull" }),
    select: (answer) => answer?.user ?? null,
  });
}
