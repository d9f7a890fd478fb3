import { useMutation, useQuery } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type {
  chromeKdpRoutes,
  kdpPackageRoutes,
  realKdpRoutes,
} from "../../../../../worker/features/publishing/routes";
import { apiFetch } from "../../../lib/api-client";

const packages = hc<typeof kdpPackageRoutes>("/api/kdp-packages", { fetch: apiFetch });
const realKdp = hc<typeof realKdpRoutes>("/api/real-kdp", { fetch: apiFetch });
const chromeKdp = hc<typeof chromeKdpRoutes>("/api/chrome-kdp-automation", { fetch: apiFetch });

export type PackageStatus = InferResponseType<typeof packages.status.$get, 200>;
export type TestPublishResult = InferResponseType<(typeof realKdp)["test-publish"]["$post"], 200>;

const STATUS_KEY = ["/api/kdp-packages/status"] as const;

export function usePackages(enabled: boolean) {
  return useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await packages.status.$get()).json(), enabled });
}

export function useTestPublish() {
  return useMutation({ mutationFn: async () => (await realKdp["test-publish"].$post()).json() });
}

export function useAutomationCheck() {
  return useMutation({ mutationFn: async () => (await chromeKdp.index.$post({ json: {} })).json() });
}
