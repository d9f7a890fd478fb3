import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { contentRoutes, globalSeoRoutes } from "../../../../../worker/features/global/content-routes";
import type { translateRoutes } from "../../../../../worker/features/global/routes";
import type { humanizerRoutes } from "../../../../../worker/features/humanizer/routes";
import { apiFetch } from "../../../lib/api-client";
import { CREATOR_SUMMARY_KEY } from "../../../lib/creator-summary";
import { useAiJob } from "../../../lib/use-ai-job";

const translate = hc<typeof translateRoutes>("/api/translate", { fetch: apiFetch });
const humanizer = hc<typeof humanizerRoutes>("/api", { fetch: apiFetch });
const globalSeo = hc<typeof globalSeoRoutes>("/api/global-seo", { fetch: apiFetch });
const content = hc<typeof contentRoutes>("/api/content", { fetch: apiFetch });

export type TranslateInput = InferRequestType<typeof translate.content.$post>["json"];
export type InsightsInput = InferRequestType<typeof translate.insights.$post>["json"];
export type HumanizeInput = InferRequestType<typeof humanizer.humanizer.demo.$post>["json"];
export type FactoryInput = InferRequestType<(typeof globalSeo)["generate-global-content"]["$post"]>["json"];
export type PipelineInput = InferRequestType<(typeof content)["create-pipeline"]["$post"]>["json"];
type LatestPipeline = InferResponseType<typeof content.pipelines.latest.$get, 200>;

const MARKETS_KEY = ["/api/global-seo/markets"] as const;
const TEMPLATES_KEY = ["/api/content/templates"] as const;
const LATEST_PIPELINE_KEY = ["/api/content/pipelines/latest"] as const;

export function useDetectLanguage() {
  return useMutation({
    mutationFn: async (text: string) => (await translate.detect.$post({ json: { text } })).json(),
  });
}

/** A translation is a long AI job: with a model, its text streams to the page as it is written (see useAiJob). */
export function useTranslateContent() {
  return useAiJob(translate.content.$post);
}

export function useMarketInsights() {
  return useMutation({
    mutationFn: async (input: InsightsInput) => (await translate.insights.$post({ json: input })).json(),
  });
}

export function useHumanizeDemo() {
  return useMutation({
    mutationFn: async (input: HumanizeInput) => (await humanizer.humanizer.demo.$post({ json: input })).json(),
  });
}

export function useMarketRevenue() {
  return useQuery({ queryKey: MARKETS_KEY, queryFn: async () => (await globalSeo.markets.$get()).json() });
}

export function useGenerateGlobalContent() {
  return useMutation({
    mutationFn: async (input: FactoryInput) =>
      (await globalSeo["generate-global-content"].$post({ json: input })).json(),
  });
}

/** The pipeline templates, named in the UI language the first time they are asked for. */
export function useTemplates(language: string) {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: async () => (await content.templates.$post({ json: { language } })).json(),
  });
}

export function useLatestPipeline() {
  return useQuery({
    queryKey: LATEST_PIPELINE_KEY,
    queryFn: async () => (await content.pipelines.latest.$get()).json(),
  });
}

/** A new pipeline becomes the latest at once, without asking for it again. */
export function useCreatePipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PipelineInput) => (await content["create-pipeline"].$post({ json: input })).json(),
    onSuccess: (result) =>
      queryClient.setQueryData<LatestPipeline>(LATEST_PIPELINE_KEY, { success: true, pipeline: result.pipeline }),
  });
}

/** A generated step changes the pipeline and spends an AI use. */
export function useGenerateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stepId: string) => (await content["auto-generate"].$post({ json: { stepId } })).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LATEST_PIPELINE_KEY });
      void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
    },
  });
}
