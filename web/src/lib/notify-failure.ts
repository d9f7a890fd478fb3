import { ApiRequestError, serverMessage } from "./api-client";
import { notify } from "./notify";

/** Refusals a higher plan lifts: their toasts link to the plans. */
const PLAN_REFUSALS = new Set(["quota_exceeded", "plan_required", "rate_limited"]);

/** An error toast with the server's reason; a refusal a higher plan lifts also links to the plans. */
export function notifyFailure(title: string, error: unknown, fallback: string, plansLabel: string): void {
  const planLifts = error instanceof ApiRequestError && PLAN_REFUSALS.has(error.code ?? "");
  notify.error(title, serverMessage(error, fallback), planLifts ? { label: plansLabel, href: "/pricing" } : undefined);
}
