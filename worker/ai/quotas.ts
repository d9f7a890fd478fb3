import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { aiUsage } from "../../schema/ai";
import type { MeteredTool } from "../../schema/ai-enums";
import type { Database } from "../../schema/db";
import type { PlanId } from "../../schema/pricing-enums";
import { CONCURRENT_AI_JOBS, cheapestPlanWith, PLAN_NAMES, PLAN_QUOTAS, type QuotaKind } from "../common/plans";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { startOfUtcDay } from "./metering";

export type { QuotaKind };

/** Which metered tools count against which daily allowance. */
export const TOOLS_BY_QUOTA: Record<QuotaKind, readonly MeteredTool[]> = {
  literary: ["literary-create", "literary-ghostwrite"],
  humanizer: ["humanizer", "smart-mode", "overkill-mode", "unified-ai"],
  translation: ["translation"],
  marketing: ["marketing-content"],
};

const QUOTA_NAMES: Record<QuotaKind, [string, string]> = {
  literary: ["Literary Studio generation", "Literary Studio generations"],
  humanizer: ["AI Humanizer use", "AI Humanizer uses"],
  translation: ["auto-translation", "auto-translations"],
  marketing: ["marketing content run", "marketing content runs"],
};

/** A claimed use older than this without completing belongs to a job that died; it no longer counts as running. */
export const JOB_STALE_MS = 10 * 60 * 1000;

export function quotaKindOf(tool: MeteredTool): QuotaKind | null {
  return (Object.keys(TOOLS_BY_QUOTA) as QuotaKind[]).find((kind) => TOOLS_BY_QUOTA[kind].includes(tool)) ?? null;
}

/**
 * Claims one use of a tool for the user: a placeholder row in the metering table, written only while the plan's
 * daily allowance (UTC) has room and fewer of the user's jobs are running than the plan runs at once, in one
 * statement so parallel requests cannot all slip under either limit. Refuses with 429 `quota_exceeded` when the
 * allowance is spent and 429 `rate_limited` when the plan's jobs are all running. `PLAN_QUOTAS=off` lifts both
 * (local load tests and benchmarks).
 * Returns the row's id, which the job completes or releases.
 */
export async function claimUse(
  db: Database,
  env: Env,
  user: { id: string; tier: PlanId },
  tool: MeteredTool,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const kind = quotaKindOf(tool);
  if (env.PLAN_QUOTAS === "off") {
    await db.insert(aiUsage).values({ id, userId: user.id, tool, engine: "offline", model: "", createdAt: now });
    return id;
  }
  const limit = kind ? PLAN_QUOTAS[user.tier][kind] : null;
  const usedToday = db
    .select({ n: count() })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, user.id),
        inArray(aiUsage.tool, kind ? TOOLS_BY_QUOTA[kind] : [tool]),
        gte(aiUsage.createdAt, startOfUtcDay(now)),
      ),
    );
  // A claimed use not yet completed is a job still running; one older than JOB_STALE_MS died without a word.
  const running = db
    .select({ n: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.model, ""), gte(aiUsage.createdAt, now - JOB_STALE_MS)));
  const atOnce = CONCURRENT_AI_JOBS[user.tier];
  const claimed = await db.all<{ id: string }>(sql`
    insert into ${aiUsage} (id, user_id, tool, engine, model, created_at)
    select ${id}, ${user.id}, ${tool}, 'offline', '', ${now}
    where (${running}) < ${atOnce} and (${limit === null ? sql`1` : sql`(${usedToday}) < ${limit}`})
    returning id`);
  if (claimed.length > 0) return id;
  const [today] = limit === null ? [] : await usedToday;
  if (limit !== null && kind && (today?.n ?? 0) >= limit) {
    const [one, many] = QUOTA_NAMES[kind];
    throw new ApiError(
      429,
      "quota_exceeded",
      `Your ${PLAN_NAMES[user.tier]} plan includes ${limit} ${limit === 1 ? one : many} a day, and today's ${limit === 1 ? "is" : "are"} used. Plans with more are on the pricing page.`,
    );
  }
  const more = cheapestPlanWith(CONCURRENT_AI_JOBS, atOnce + 1);
  throw new ApiError(
    429,
    "rate_limited",
    `You have ${atOnce} AI ${atOnce === 1 ? "job" : "jobs"} running, the most your ${PLAN_NAMES[user.tier]} plan runs at once. Wait for one to finish${more ? `, or move to ${PLAN_NAMES[more]}, which runs ${CONCURRENT_AI_JOBS[more]} at once (priority processing)` : ""}.`,
  );
}
