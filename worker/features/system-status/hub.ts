import { memberView, type SystemStatus } from "../../../durable-objects/status-protocol";
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

/** A status measured this recently is answered as it is: asking again and again does not measure again. */
const FRESH_MS = 15_000;

/** The status as this user may see it: the whole of it for an admin, without business figures for anyone else. */
export function statusFor(user: { role: string }, status: SystemStatus): SystemStatus {
  return user.role === "admin" ? status : memberView(status);
}

/** The latest status if it is fresh, otherwise one measured now. */
export async function currentStatus(db: Database, env: Env, now = Date.now()): Promise<SystemStatus> {
  const latest = await statusHub(env).latest();
  if (latest && now - Date.parse(latest.checkedAt) < FRESH_MS) return latest;
  return refreshStatus(db, env, now);
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
