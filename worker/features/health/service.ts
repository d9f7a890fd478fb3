import { sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { configuredEngines } from "../../ai/engines";
import type { Env } from "../../env";

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

/** Checks each dependency for real: a D1 query, an R2 listing, and which AI engines are configured. */
export async function checkHealth(db: Database, env: Env) {
  const [d1, r2] = await Promise.all([timed(() => db.run(sql`select 1`)), timed(() => env.BUCKET.list({ limit: 1 }))]);
  // The offline engine needs nothing, so AI is always available; the list says which engines come first.
  const ai = { ok: true, engines: configuredEngines(env) };
  return { ok: d1.ok && r2.ok, checks: { d1, r2, ai } };
}
