import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiRequestError } from "./api-client";
import { authClient, CURRENT_USER_KEY } from "./auth-client";

export type CurrentUser = InferResponseType<typeof authClient.me.$get, 200>["user"];

/** The signed-in user, or null when the session is missing or expired (a 401 is an answer, not an error). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await authClient.me.$get();
    return (await response.json()).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}
