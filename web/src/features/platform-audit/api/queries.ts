import { useMutation } from "@tanstack/react-query";
import { hc, type InferResponseType } from "hono/client";
import type { platformAuditRoutes } from "../../../../../worker/features/platform-audit/routes";
import { apiFetch } from "../../../lib/api-client";

const platform = hc<typeof platformAuditRoutes>("/api/platform", { fetch: apiFetch });

export type Audit = InferResponseType<(typeof platform)["comprehensive-audit"]["$post"], 200>;
export type AuditResult = Audit["auditResults"][number];

/** Runs the audit of every category (an action: each run checks the platform as it is now). */
export function useRunAudit() {
  return useMutation({
    mutationFn: async (language: string) =>
      (
        await platform["comprehensive-audit"].$post({
          json: {
            checkTranslation: true,
            checkPayments: true,
            checkDatabase: true,
            checkPerformance: true,
            checkSecurity: true,
            language: language as never,
          },
        })
      ).json(),
  });
}

export function useAutoFix() {
  return useMutation({
    mutationFn: async (issues: string[]) => (await platform["auto-fix"].$post({ json: { issues } })).json(),
  });
}
