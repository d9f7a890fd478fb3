import { queryOptions, useQuery } from "@tanstack/react-query";
import type { hc, InferResponseType } from "hono/client";
import { SESSION_QUERY_KEY } from "../../../worker/common/page-data";
import type { authRoutes } from "../../../worker/features/auth/routes";
import { ApiRequestError, apiFetch } from "./api-client";

type AuthClient = ReturnType<typeof hc<typeof authRoutes>>;
type SignedIn = InferResponseType<AuthClient["me"]["$get"], 200>;

export type CurrentUser = SignedIn["user"];

export const CURRENT_USER_KEY = SESSION_QUERY_KEY;

/** The session check: the answer of /api/auth/me, or null when the session is missing or expired. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async () => {
    try {
      return (await (await apiFetch("/api/auth/me")).json()) as SignedIn;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
});

/**
 * The signed-in user, or null when the session is missing or expired (a 401 is an answer, not an error). Every page
 * of the app shows it; the read uses apiFetch, typed from the route, so it carries no hono/client.
 */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, select: (answer) => answer?.user ?? null });
}
