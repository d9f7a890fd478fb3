import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { marketingRoutes } from "../../../../../worker/features/marketing/routes";
import { apiFetch } from "../../../lib/api-client";

const marketing = hc<typeof marketingRoutes>("/api/marketing", { fetch: apiFetch });

export type CampaignInput = InferRequestType<(typeof marketing)["create-campaign"]["$post"]>["json"];
export type Campaign = InferResponseType<typeof marketing.campaigns.$get, 200>["campaigns"][number];
export type ContentPiece = InferResponseType<
  (typeof marketing)["generate-content"]["$post"],
  200
>["contentPieces"][number];
export type AutomationRule = InferResponseType<(typeof marketing)["automation-rules"]["$get"], 200>["rules"][number];
type GenerateInput = InferRequestType<(typeof marketing)["generate-content"]["$post"]>["json"];

const CAMPAIGNS_KEY = ["/api/marketing/campaigns"] as const;
const MARKETS_KEY = ["/api/marketing/markets"] as const;
const RULES_KEY = ["/api/marketing/automation-rules"] as const;
const contentKey = (campaignId: string) => ["/api/marketing/campaigns", campaignId, "content"] as const;

export function useCampaigns() {
  return useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: async () => (await marketing.campaigns.$get()).json() });
}

/** The markets a campaign can target: the platform's active markets. */
export function useActiveMarkets() {
  return useQuery({ queryKey: MARKETS_KEY, queryFn: async () => (await marketing.markets.$get()).json() });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CampaignInput) => (await marketing["create-campaign"].$post({ json: input })).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function useCampaignContent(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKey(campaignId),
    queryFn: async () => (await marketing.campaigns[":id"].content.$get({ param: { id: campaignId } })).json(),
    enabled,
  });
}

export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateInput) => (await marketing["generate-content"].$post({ json: input })).json(),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(contentKey(input.campaignId), answer);
      return queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY, exact: true });
    },
  });
}

export function useAutomationRules() {
  return useQuery({ queryKey: RULES_KEY, queryFn: async () => (await marketing["automation-rules"].$get()).json() });
}

export function useToggleRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: AutomationRule["id"]; enabled: boolean }) =>
      (await marketing["automation-rule"].$post({ json: input })).json(),
    onSuccess: ({ rule }) =>
      queryClient.setQueryData(RULES_KEY, (old: { success: true; rules: AutomationRule[] } | undefined) =>
        old ? { ...old, rules: old.rules.map((saved) => (saved.id === rule.id ? rule : saved)) } : old,
      ),
  });
}
