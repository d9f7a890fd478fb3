import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { aiUsage } from "../../schema/ai";
import type { MeteredTool } from "../../schema/ai-enums";
import type { Database } from "../../schema/db";
import type { PlanId } from "../../schema/pricing-enums";
import { PLAN_QUOTAS } from "../common/plans";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { startOfUtcDay } from "./metering";

export type QuotaKind = "literary" | "humanizer" | "translation";

/** Which metered tools count against which daily allowance. */
export const TOOLS_BY_QUOTA: Record<QuotaKind, readonly MeteredTool[]> = {
  literary: ["literary-create", "literary-ghostwrite"],
  humanizer: ["humanizer", "smart-mode", "overkill-mode", "unified-ai"],
  translation: ["translation"],
};

const QUOTA_NAMES: Record<QuotaKind, [string, string]> = {
  literary: ["Literary Studio generation", "Literary Studio generations"],
  humanizer: ["AI Humanizer use", "AI Humanizer uses"],
  translation: ["auto-translation", "auto-translations"],
};

const PLAN_NAMES: Record<PlanId, string> = {
  free: "Free",
  "creator-pro": "Creator Pro",
  professional: "Professional",
  enterprise: "Enterprise",
};

export function quotaKindOf(tool: MeteredTool): QuotaKind | null {
  return (Object.keys(TOOLS_BY_QUOTA) as QuotaKind[]).find((kind) => TOOLS_BY_QUOTA[kind].includes(tool)) ?? null;
}

/**
 * Claims one use of a tool for the user: a placeholder row in the metering table, written only while the plan's
 * daily allowance (UTC) has room, in one statement so parallel requests cannot all slip under the limit. Refuses
 * with 429 when the allowance is spent. `PLAN_QUOTAS=off` lifts the limit (local load tests and benchmarks).
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
  const limit = env.PLAN_QUOTAS === "off" || !kind ? null : PLAN_QUOTAS[user.tier][kind];
  const placeholder = { id, userId: user.id, tool, engine: "offline" as const, model: "", createdAt: now };
  if (limit === null || !kind) {
    await db.insert(aiUsage).values(placeholder);
    return id;
  }
  const usedToday = db
    .select({ n: count() })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, user.id),
        inArray(aiUsage.tool, TOOLS_BY_QUOTA[kind]),
        gte(aiUsage.createdAt, startOfUtcDay(now)),
      ),
    );
  const claimed = await db.all<{ id: string }>(sql`
    insert into ${aiUsage} (id, user_id, tool, engine, model, created_at)
    select ${id}, ${user.id}, ${tool}, ${placeholder.engine}, '', ${now}
    where (${usedToday}) < ${limit}
    returning id`);
  if (claimed.length === 0) {
    const [one, many] = QUOTA_NAMES[kind];
    throw new ApiError(
      429,
      "quota_exceeded",
      `Your ${PLAN_NAMES[user.tier]} plan includes ${limit} ${limit === 1 ? one : many} a day, and today's ${limit === 1 ? "is" : "are"} used. See /pricing for plans with more.`,
    );
  }
  return id;
}
