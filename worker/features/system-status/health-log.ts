import { and, count, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { healthChecks } from "../../../schema/system-status";
import type { Env } from "../../env";
import { checkHealth } from "./health-check";

/** A week of checks (10,080 rows at one a minute): enough for the dashboards, small enough to scan. */
export const HEALTH_CHECKS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Checks the database and file storage for real and records the result; drops checks older than a week. */
export async function recordHealthCheck(db: Database, env: Env, now = Date.now()) {
  const { checks } = await checkHealth(db, env, now);
  await db.batch([
    db.insert(healthChecks).values({
      at: now,
      databaseOk: checks.d1.ok,
      storageOk: checks.r2.ok,
      databaseMs: checks.d1.ms,
      storageMs: checks.r2.ms,
    }),
    db.delete(healthChecks).where(lte(healthChecks.at, now - HEALTH_CHECKS_KEPT_MS)),
  ]);
  return checks;
}

/** The checks since a moment: how many ran, how many failed, and the share that passed (null before the first). */
export async function healthSince(db: Database, since: number) {
  const [row] = await db
    .select({
      total: count(),
      failed:
        sql<number>`coalesce(sum(case when ${healthChecks.databaseOk} and ${healthChecks.storageOk} then 0 else 1 end), 0)`.as(
          "failed",
        ),
    })
    .from(healthChecks)
    .where(and(gte(healthChecks.at, since)));
  const total = row?.total ?? 0;
  const failed = Number(row?.failed ?? 0);
  return { total, failed, uptime: total === 0 ? null : Math.round(((total - failed) / total) * 1000) / 10 };
}
