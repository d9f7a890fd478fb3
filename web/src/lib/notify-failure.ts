import { ApiRequestError, serverMessage } from "./api-client";
import { notify } from "./notify";

/** Refusals a higher plan lifts: they are not failures, and their toasts link to the plans. */
const PLAN_REFUSALS = new Set(["quota_exceeded", "plan_required", "rate_limited"]);

/** The words of a plan refusal's toast, in the reader's language (see `planLabels`). */
export interface PlanLabels {
  /** The toast's title: it says a plan lifts the limit, not that something went wrong. */
  title: string;
  /** The link to the plans. */
  see: string;
}

/** The plan refusal words from the common catalog, with whichever namespace's `t` the page has. */
export function planLabels(t: (key: string) => string): PlanLabels {
  return { title: t("common:plans.refusedTitle"), see: t("common:plans.see") };
}

/**
 * A toast for a failed request with the server's reason; a refusal that a higher plan lifts is worded as what it
 * is (an information with a link to the plans), never as an error.
 */
export function notifyFailure(title: string, error: unknown, fallback: string, plans: PlanLabels): void {
  if (error instanceof ApiRequestError && PLAN_REFUSALS.has(error.code ?? "")) {
    notify.info(plans.title, serverMessage(error, fallback), { label: plans.see, href: "/pricing" });
    return;
  }
  notify.error(title, serverMessage(error, fallback));
}
