import { count, desc, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { AUDIT_CHECKS, type AuditContext, autoFix } from "../platform-audit";

const PROBES = 5;

/** The median time of the platform's common reads (the listing's first page, sales counts), in milliseconds. */
async function readLatency(db: Database): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < PROBES; round += 1) {
    const started = performance.now();
    await db.batch([
      db.select({ id: products.id }).from(products).orderBy(desc(products.purchaseCount)).limit(24),
      db.select({ n: count() }).from(purchases),
    ]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(PROBES / 2)]! * 10) / 10;
}

/**
 * The maintenance that helps: every audit fix (expired sessions purged, orphaned files deleted, the search index
 * rebuilt) and `PRAGMA optimize`, with the common reads timed before and after. `improvementPercentage` is the
 * measured change of that time (negative when it got slower: timings on a quiet database are noisy).
 */
export async function optimizePlatform(context: AuditContext) {
  const before = await readLatency(context.db);
  const { fixed } = await autoFix(
    context,
    AUDIT_CHECKS.filter((check) => check.fix).map((check) => check.id),
  );
  let optimized = true;
  try {
    await context.db.run(sql`PRAGMA optimize`);
  } catch (error) {
    optimized = false;
    console.warn("PRAGMA optimize refused", error instanceof Error ? error.message : error);
  }
  const after = await readLatency(context.db);
  return {
    improvementPercentage: before === 0 ? 0 : Math.round(((before - after) / before) * 1000) / 10,
    latencyBeforeMs: before,
    latencyAfterMs: after,
    statisticsUpdated: optimized,
    fixed,
  };
}
