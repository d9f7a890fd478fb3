import { ApiRequestError, serverMessage } from "./api-client";
import { notify } from "./notify";

/** An error toast with the server's reason; a spent plan allowance also links to the plans. */
export function notifyFailure(title: string, error: unknown, fallback: string, plansLabel: string): void {
  const quota = error instanceof ApiRequestError && error.code === "quota_exceeded";
  notify.error(title, serverMessage(error, fallback), quota ? { label: plansLabel, href: "/pricing" } : undefined);
}
