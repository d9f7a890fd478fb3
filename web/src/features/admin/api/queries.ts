import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { adminRoutes } from "../../../../../worker/features/admin/routes";
import { ApiRequestError, apiFetch } from "../../../lib/api-client";

const admin = hc<typeof adminRoutes>("/api/admin", { fetch: apiFetch });

export type AnalyticsSettings = InferResponseType<typeof admin.settings.$get, 200>;

const SETTINGS_KEY = ["/api/admin/settings"] as const;

/** The platform's analytics settings; a 403 (not an admin) is an answer, not a failure to retry. */
export function useAnalyticsSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await admin.settings.$get()).json(),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 403) && failures < 2,
  });
}

export function useSaveAnalyticsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gaTrackingId: string) =>
      (await admin.settings.$post({ json: { gaTrackingId, analyticsEnabled: gaTrackingId.trim() !== "" } })).json(),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

export function useTestAnalytics() {
  return useMutation({ mutationFn: async () => (await admin.settings.test.$post()).json() });
}

const RECIPIENTS_KEY = ["/api/admin/outreach-recipients"] as const;

export function useOutreachRecipients() {
  return useQuery({
    queryKey: RECIPIENTS_KEY,
    queryFn: async () => (await admin["outreach-recipients"].$get()).json(),
  });
}

export function useSaveOutreachRecipients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipients: string[]) =>
      (await admin["outreach-recipients"].$put({ json: { recipients } })).json(),
    onSuccess: (saved) => queryClient.setQueryData(RECIPIENTS_KEY, saved),
  });
}
