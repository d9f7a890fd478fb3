import { sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { configuredEngines, type EngineName } from "../../ai/engines";
import { reachableEngines } from "../../ai/reachability";
import type { Env } from "../../env";
import { paymentsMode } from "../../payments/checkout";

export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (err) {
    return { ok: false, ms: Date.now() - started, error: err instanceof Error ? err.name : "Error" };
  }
}

/** How long one isolate reuses its last answer: monitors poll often, and each check costs a storage operation. */
const REUSE_MS = 10_000;
/** R2 answers a metadata read of a key that need not exist: the cheapest operation that proves it is there. */
const R2_PROBE_KEY = "health/probe";

type Health = {
  ok: boolean;
  checks: {
    d1: CheckResult;
    r2: CheckResult;
    /** `engines`: configured, in the order tried; `reachable`: those that answered a probe (reachability.ts). */
    ai: { ok: true; engines: EngineName[]; reachable: EngineName[] };
    /** How purchases are taken; "unavailable" does not make the platform unhealthy, only the store closed. */
    payments: { mode: "stripe" | "test" | "unavailable" };
  };
};
let last: { at: number; health: Health } | null = null;

/** Checks each dependency for real: a D1 query, an R2 metadata read, and which AI engines are configured. */
export async function checkHealth(db: Database, env: Env, now = Date.now()): Promise<Health> {
  if (last && now >= last.at && now - last.at < REUSE_MS) return last.health;
  const [d1, r2, reachable] = await Promise.all([
    timed(() => db.run(sql`select 1`)),
    timed(() => env.BUCKET.head(R2_PROBE_KEY)),
    reachableEngines(env, now),
  ]);
  // The offline engine needs nothing, so AI is always available; the list says which engines come first.
  const health: Health = {
    ok: d1.ok && r2.ok,
    checks: {
      d1,
      r2,
      ai: { ok: true, engines: configuredEngines(env), reachable },
      payments: { mode: paymentsMode(env) },
    },
  };
  last = { at: now, health };
  return health;
}
