import { useMutation, useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type {
  exportRoutes,
  integrationRoutes,
  researchRoutes,
} from "../../../../../worker/features/integrations/routes";
import { apiFetch } from "../../../lib/api-client";

const integrations = hc<typeof integrationRoutes>("/api/integrations", { fetch: apiFetch });
const researchApi = hc<typeof researchRoutes>("/api/research", { fetch: apiFetch });
const exportApi = hc<typeof exportRoutes>("/api/export", { fetch: apiFetch });

export type Research = InferResponseType<typeof researchApi.enhanced.$post, 200>["result"];
export type ExportResult = InferResponseType<(typeof exportApi)["google-docs"]["$post"], 200>["result"];
export type WebhookName = "slack" | "discord" | "hubspot";

export function useIntegrationStatus() {
  return useQuery({
    queryKey: ["/api/integrations/status"],
    queryFn: async () => (await integrations.status.$get()).json(),
  });
}

export function useResearch() {
  return useMutation({
    mutationFn: async (topic: string) =>
      (await researchApi.enhanced.$post({ json: { topic, contentType: "research article" } })).json(),
  });
}

export function useExport() {
  return useMutation({
    mutationFn: async ({ target, title, content }: { target: "sheets" | "docs"; title: string; content: string }) => {
      const route = target === "sheets" ? exportApi["google-sheets"] : exportApi["google-docs"];
      return (await route.$post({ json: { title, content } })).json();
    },
  });
}

export function useWebhookTest() {
  return useMutation({
    mutationFn: async (name: WebhookName) => (await integrations.test[":name"].$post({ param: { name } })).json(),
  });
}
