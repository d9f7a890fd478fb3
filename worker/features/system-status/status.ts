import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { ActivityStatus, ServiceStatus, SystemStatus } from "../../../durable-objects/status-protocol";
import { aiUsage } from "../../../schema/ai";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { startOfUtcDay } from "../../ai/metering";
import type { Env } from "../../env";
import { checkHealth } from "./health-check";
import { healthSince } from "./health-log";
import { lastMaintenance } from "./maintenance";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A database or storage answer slower than this is reported degraded. */
const SLOW_MS = 1000;
const PIPELINE_SHOWN = 8;
const PAID = ["paid", "disputed"] as const;

const serviceStatus = (check: { ok: boolean; ms: number }): ServiceStatus =>
  !check.ok ? "critical" : check.ms > SLOW_MS ? "degraded" : "healthy";

/** A listing's format, from its file's extension ("PDF", "EPUB"). */
const formatOf = (fileName: string) => fileName.split(".").at(-1)?.toUpperCase().slice(0, 8) ?? "FILE";

/**
 * The platform's status, measured now: the database and storage checked live, the health checks of the last day,
 * AI work and sales of the last day and today (UTC), and the newest listings as the content pipeline. Revenue counts
 * real payments only; sales counts include test-mode orders.
 */
export async function computeStatus(db: Database, env: Env, now = Date.now()): Promise<SystemStatus> {
  const { checks } = await checkHealth(db, env, now);
  const since = now - DAY_MS;
  const today = startOfUtcDay(now);
  const paidSince = (from: number) => and(inArray(purchases.status, PAID), gte(purchases.paidAt, from));
  const [[generated], [sales], [revenue], newest] = await db.batch([
    db
      .select({
        day: sql<number>`coalesce(sum(case when ${aiUsage.createdAt} >= ${since} then 1 else 0 end), 0)`.as("day"),
        today: sql<number>`coalesce(sum(case when ${aiUsage.createdAt} >= ${today} then 1 else 0 end), 0)`.as("today"),
      })
      .from(aiUsage)
      .where(and(gte(aiUsage.createdAt, Math.min(since, today)), ne(aiUsage.model, ""))),
    db
      .select({
        day: sql<number>`coalesce(sum(case when ${purchases.paidAt} >= ${since} then 1 else 0 end), 0)`.as("day"),
        today: sql<number>`coalesce(sum(case when ${purchases.paidAt} >= ${today} then 1 else 0 end), 0)`.as("today"),
        revenueDay:
          sql<number>`coalesce(sum(case when ${purchases.paidAt} >= ${since} and not ${purchases.testMode} then ${purchases.priceCents} else 0 end), 0)`.as(
            "revenueDay",
          ),
      })
      .from(purchases)
      .where(paidSince(Math.min(since, today))),
    db
      .select({ cents: sql<number>`coalesce(sum(${purchases.priceCents}), 0)`.as("cents"), n: count() })
      .from(purchases)
      .where(and(inArray(purchases.status, PAID), eq(purchases.testMode, false))),
    db
      .select({
        id: products.id,
        category: products.category,
        fileName: products.fileName,
        priceCents: products.priceCents,
        // Subqueries name their tables: drizzle writes a selected column without its table, which the subquery
        // would read as its own.
        sold: sql<number>`exists (select 1 from purchases p where p.product_id = "products"."id" and p.status in ('paid', 'disputed'))`.as(
          "sold",
        ),
        createdAt: products.createdAt,
        topCountry: sql<
          string | null
        >`(select p.country from purchases p where p.product_id = "products"."id" and p.country is not null group by p.country order by count(*) desc limit 1)`.as(
          "topCountry",
        ),
      })
      .from(products)
      .where(eq(products.status, "published"))
      .orderBy(desc(products.createdAt))
      .limit(PIPELINE_SHOWN),
  ]);
  const [day, hour, healed] = await Promise.all([
    healthSince(db, since),
    healthSince(db, now - HOUR_MS),
    lastMaintenance(db),
  ]);
  const databaseStatus = serviceStatus(checks.d1);
  const storageStatus = serviceStatus(checks.r2);
  const activity = (n: number): ActivityStatus => (n > 0 ? "active" : "idle");
  return {
    systemHealth: {
      // The API answers (this is its answer); failed checks in the last hour or a failing dependency degrade it.
      apiStatus:
        databaseStatus === "critical"
          ? "critical"
          : hour.failed > 0 || storageStatus !== "healthy"
            ? "degraded"
            : "healthy",
      databaseStatus,
      storageStatus,
      contentGeneration: activity(Number(generated?.day ?? 0)),
      salesPipeline: activity(Number(sales?.day ?? 0)),
      revenue24h: Number(sales?.revenueDay ?? 0),
      errorCount: day.failed,
      lastHealing: healed === null ? null : new Date(healed).toISOString(),
      contentGenerated24h: Number(generated?.day ?? 0),
      uptime24h: day.uptime,
      healthChecks24h: day.total,
    },
    contentPipeline: newest.map((row) => ({
      id: row.id,
      industry: row.category,
      contentType: formatOf(row.fileName),
      targetMarket: row.topCountry ?? "global",
      createdAt: new Date(row.createdAt).toISOString(),
      pricing: row.priceCents,
      sold: Boolean(row.sold),
      generated: true,
    })),
    totalRevenue: Number(revenue?.cents ?? 0),
    generatedToday: Number(generated?.today ?? 0),
    soldToday: Number(sales?.today ?? 0),
    checkedAt: new Date(now).toISOString(),
  };
}
