import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { TaskMix } from "../../../../../schema/orchestration-enums";
import type { orchestrationRoutes } from "../../../../../worker/features/orchestration/routes";
import { apiFetch } from "../../../lib/api-client";

const orchestration = hc<typeof orchestrationRoutes>("/api/orchestration", { fetch: apiFetch });

export type Requirements = NonNullable<
  InferRequestType<(typeof orchestration)["complete-analyze"]["$post"]>["json"]["requirements"]
>;
export type Analysis = InferResponseType<(typeof orchestration)["complete-analyze"]["$post"], 200>;
export type Execution = InferResponseType<(typeof orchestration)["complete-execute"]["$post"], 200>;

export function useAnalyzeTask() {
  return useMutation({
    mutationFn: async (input: { prompt: string; requirements: Requirements }) =>
      (await orchestration["complete-analyze"].$post({ json: input })).json(),
  });
}

export function useExecuteTask() {
  return useMutation({
    mutationFn: async (input: { prompt: string; analysis: Analysis; requirements: Requirements }) =>
      (
        await orchestration["complete-execute"].$post({
          json: { prompt: input.prompt, orchestration: input.analysis, requirements: input.requirements },
        })
      ).json(),
  });
}

export function useCostCalculator() {
  return useMutation({
    mutationFn: async (input: { monthlyAISpend: number; taskTypes: TaskMix }) =>
      (await orchestration["cost-calculator"].$post({ json: input })).json(),
  });
}

export type OutreachLog = InferResponseType<typeof orchestration.outreach.$get, 200>;
export type OutreachDraft = InferRequestType<(typeof orchestration)["send-outreach"]["$post"]>["json"];
const OUTREACH_KEY = ["/api/orchestration/outreach"] as const;

/** The outreach recipients, how mail leaves and the latest sends (the card asking is shown to admins only). */
export function useOutreachLog() {
  return useQuery({ queryKey: OUTREACH_KEY, queryFn: async () => (await orchestration.outreach.$get()).json() });
}

export function useSendOutreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: OutreachDraft) => (await orchestration["send-outreach"].$post({ json: draft })).json(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTREACH_KEY }),
  });
}
