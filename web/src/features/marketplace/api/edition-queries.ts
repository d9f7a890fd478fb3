import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiFetch } from "../../../lib/api-client";
import { marketplaceClient } from "./marketplace-client";
import { UPDATE_EMAILS } from "./query-keys";
import { useRefreshMarketplace } from "./use-refresh-marketplace";

type Client = typeof marketplaceClient;
type CompareAnswer = InferResponseType<Client["items"][":id"]["editions"]["compare"]["$get"], 200>;
/** The chapter-by-chapter answer (the other one is a chapter's text). */
export type EditionComparison = Extract<CompareAnswer, { chapters: unknown }>;

export function usePublishEdition() {
  const refresh = useRefreshMarketplace();
  return useMutation({
    // The form (with its file) is sent as the browser built it.
    mutationFn: async ({ productId, form }: { productId: number; form: FormData }) => {
      const response = await apiFetch(`/api/marketplace/items/${productId}/editions`, { method: "POST", body: form });
      return (await response.json()) as InferResponseType<Client["items"][":id"]["editions"]["$post"], 201>;
    },
    onSuccess: refresh,
  });
}

/** What changed between two editions, chapter by chapter; asked for when the reader opens it. */
export function useEditionComparison(productId: number, from: number, to: number) {
  return useQuery({
    queryKey: ["/api/marketplace/items", productId, "editions", from, to],
    queryFn: async () => {
      const response = await marketplaceClient.items[":id"].editions.compare.$get({
        param: { id: String(productId) },
        query: { from: String(from), to: String(to) },
      });
      return (await response.json()) as EditionComparison;
    },
  });
}

/** One chapter's text in both editions, for the word-by-word view. */
export function useChapterInEditions(productId: number, from: number, to: number, chapter: string) {
  return useQuery({
    queryKey: ["/api/marketplace/items", productId, "editions", from, to, chapter],
    queryFn: async () => {
      const response = await marketplaceClient.items[":id"].editions.compare.$get({
        param: { id: String(productId) },
        query: { from: String(from), to: String(to), chapter },
      });
      return (await response.json()) as { chapter: { title: string; from: string | null; to: string | null } };
    },
  });
}

export function useUpdateEmails() {
  return useQuery({
    queryKey: UPDATE_EMAILS,
    queryFn: async () => (await marketplaceClient.updates.$get()).json(),
  });
}

/** Turns the e-mails about new editions on or off, for one product or (product 0) all. */
export function useSetUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { productId: number; emails: boolean }) =>
      (await marketplaceClient.updates.$put({ json: choice })).json(),
    onSuccess: (answer) => queryClient.setQueryData(UPDATE_EMAILS, answer),
  });
}

/** The product an e-mail's opt-out link is about. */
export function useOptOutTarget(token: string) {
  return useQuery({
    queryKey: ["/api/marketplace/updates/stop", token],
    queryFn: async () => (await marketplaceClient.updates.stop[":token"].$get({ param: { token } })).json(),
    retry: false,
  });
}

export function useStopUpdates(token: string) {
  return useMutation({
    mutationFn: async (scope: "product" | "all") =>
      (await marketplaceClient.updates.stop[":token"].$post({ param: { token }, json: { scope } })).json(),
  });
}
