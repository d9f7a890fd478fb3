import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { collaborativeRoutes } from "../../../../../worker/features/collaborative/routes";
import { apiFetch } from "../../../lib/api-client";

const client = hc<typeof collaborativeRoutes>("/api/collaborative", { fetch: apiFetch });

export type Mentions = InferResponseType<typeof client.mentions.$get, 200>;

export const MENTIONS_KEY = ["/api/collaborative/mentions"] as const;
const EMAILS_KEY = ["/api/collaborative/mentions/emails"] as const;
/** The bell asks again this often, and whenever the window regains focus. */
const REFRESH_MS = 60_000;

export function useMentions() {
  return useQuery({
    queryKey: MENTIONS_KEY,
    queryFn: async () => (await client.mentions.$get()).json(),
    refetchInterval: REFRESH_MS,
  });
}

/** Marks the mentions named read, or all of them; answers with the bell as it now stands. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => (await client.mentions.read.$post({ json: { ids } })).json(),
    onSuccess: (answer) => queryClient.setQueryData(MENTIONS_KEY, answer),
  });
}

export function useMentionEmails() {
  return useQuery({ queryKey: EMAILS_KEY, queryFn: async () => (await client.mentions.emails.$get()).json() });
}

export function useSetMentionEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: boolean) => (await client.mentions.emails.$put({ json: { emails } })).json(),
    onSuccess: (answer) => queryClient.setQueryData(EMAILS_KEY, answer),
  });
}

/** The e-mail's opt-out link: works without signing in. */
export function useStopMentionEmails() {
  return useMutation({
    mutationFn: async (token: string) => (await client.mentions.stop.$post({ json: { token } })).json(),
  });
}
