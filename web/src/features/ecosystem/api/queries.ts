import { useMutation, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { ecosystemRoutes } from "../../../../../worker/features/ecosystem/routes";
import { apiFetch } from "../../../lib/api-client";

const ecosystem = hc<typeof ecosystemRoutes>("/api/ecosystem", { fetch: apiFetch });

export type Ecosystem = InferResponseType<(typeof ecosystem)["initialize-ultimate"]["$post"], 200>;
export type Gauge = keyof Ecosystem["performance"];

/** The ecosystem initialises once on opening, with these switches and targets. */
export function useInitialize() {
  return useMutation({
    mutationFn: async (language: string) =>
      (
        await ecosystem["initialize-ultimate"].$post({
          json: {
            enableTranslation: true,
            enablePayments: true,
            enableMarketing: true,
            enableAnalytics: true,
            enableSecurity: true,
            enableOptimization: true,
            targetLanguages: 50,
            targetMarkets: 25,
            currentLanguage: language as never,
          },
        })
      ).json(),
  });
}

export function useOptimize() {
  return useMutation({
    mutationFn: async () =>
      (
        await ecosystem["optimize-performance"].$post({
          json: { optimizeTranslation: true, optimizePayments: true, optimizeDatabase: true, optimizeMarketing: true },
        })
      ).json(),
  });
}

export function useLaunchExpansion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await ecosystem["launch-expansion"].$post({
          json: { enableAutoTranslation: true, enableCulturalAdaptation: true, enableRevenueOptimization: true },
        })
      ).json(),
    // Campaigns can target the new markets.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/marketing/markets"] }),
  });
}
