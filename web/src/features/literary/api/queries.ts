import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { literaryRoutes } from "../../../../../worker/features/literary/routes";
import { apiFetch } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/query-keys";

const client = hc<typeof literaryRoutes>("/api/literary", { fetch: apiFetch });

export type CreateInput = InferRequestType<typeof client.create.$post>["json"];
export type CreateResult = InferResponseType<typeof client.create.$post, 200>;
export type AnalyzeResult = InferResponseType<typeof client.analyze.$post, 200>;
export type GhostwriteResult = InferResponseType<typeof client.ghostwrite.$post, 200>;
export type WorkSummary = InferResponseType<typeof client.works.$get, 200>["works"][number];

const WORKS_KEY = ["/api/literary/works"] as const;

export function useWorks() {
  return useQuery({ queryKey: WORKS_KEY, queryFn: async () => (await client.works.$get()).json() });
}

export function useWork(id: string | null) {
  return useQuery({
    queryKey: ["/api/literary/works", id],
    queryFn: async () => (await client.works[":id"].$get({ param: { id: id! } })).json(),
    enabled: Boolean(id),
  });
}

export function useAnalyze() {
  return useMutation({
    mutationFn: async (content: string) => (await client.analyze.$post({ json: { content } })).json(),
  });
}

export function useListWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, price }: { id: string; price: number }) =>
      (await client.works[":id"].list.$post({ param: { id }, json: { price } })).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WORKS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/marketplace/items"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/marketplace/my-items"] });
    },
  });
}

/** After an AI job the works list and the sidebar's "uses today" are asked for again. */
export function useRefreshAfterJob() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: WORKS_KEY });
    void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
  };
}
