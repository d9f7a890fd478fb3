import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { computeStatus } from "./status";

/** The platform's one StatusHub. */
export const statusHub = (env: Env) => env.STATUS_HUB.getByName("platform");

/** Computes the status now and hands it to the hub, which tells the dashboards if it changed; returns it. */
export async function refreshStatus(db: Database, env: Env, now = Date.now()) {
  const status = await computeStatus(db, env, now);
  await statusHub(env).publish(status);
  return status;
}

/** After something the dashboards show (a sale), refreshes them without holding up the answer; a failure is logged. */
export function refreshStatusSoon(
  executionCtx: { waitUntil(promise: Promise<unknown>): void },
  db: Database,
  env: Env,
) {
  executionCtx.waitUntil(
    refreshStatus(db, env).catch((error: unknown) => console.warn("status hub not refreshed", error)),
  );
}
