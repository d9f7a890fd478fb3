import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { voiceRoutes } from "../../../../../worker/features/voice/routes";
import { apiFetch } from "../../../lib/api-client";

const voice = hc<typeof voiceRoutes>("/api/voice", { fetch: apiFetch });

export type VoiceAnswer = InferResponseType<typeof voice.profile.$get, 200>;
export type ProfileChanges = InferRequestType<typeof voice.profile.$put>["json"];

const PROFILE_KEY = ["/api/voice/profile"] as const;

export function useVoiceProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: async () => (await voice.profile.$get()).json() });
}

export function useAnalyzeVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (writingSample: string) =>
      (await voice.analyze.$post({ json: { writingSample, preferences: {} } })).json(),
    onSuccess: (answer) => queryClient.setQueryData(PROFILE_KEY, answer),
  });
}

/** A changed setting is sent, and the profile is replaced with the one returned. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => (await voice.profile.$put({ json: changes })).json(),
    onSuccess: (answer) => queryClient.setQueryData(PROFILE_KEY, answer),
  });
}

export function useGenerateInVoice() {
  return useMutation({
    mutationFn: async (prompt: string) => (await voice.generate.$post({ json: { prompt, aiService: "auto" } })).json(),
  });
}

export function useSaveContent() {
  return useMutation({
    mutationFn: async (input: { title: string; content: string; to: "work" | "marketplace" }) => {
      const json = { title: input.title, content: input.content };
      return input.to === "work"
        ? (await voice.save.$post({ json })).json()
        : (await voice.export.$post({ json })).json();
    },
  });
}
