import { and, count, eq, gte, inArray } from "drizzle-orm";
import { aiUsage } from "../../schema/ai";
import type { Database } from "../../schema/db";
import { PLAN_QUOTAS, type PlanId } from "../../schema/pricing-enums";
import type { Env } from "../env";
import { ApiError } from "../http/errors";

export type QuotaKind = "literary" | "humanizer" | "translation";

/** Which metered tools count against which daily allowance. */
export const TOOLS_BY_QUOTA: Record<QuotaKind, string[]> = {
  literary: ["literary-create", "literary-ghostwrite"],
  humanizer: ["humanizer", "smart-mode", "overkill-mode", "unified-ai", "global-humanizer"],
  translation: ["translation"],
};

const QUOTA_NAMES: Record<QuotaKind, [string, string]> = {
  literary: ["Literary Studio generation", "Literary Studio generations"],
  humanizer: ["AI Humanizer use", "AI Humanizer uses"],
  translation: ["auto-translation", "auto-translations"],
};

const PLAN_NAMES: Record<PlanId, string> = { free: "Free", "creator-pro": "Creator Pro", professional: "Professional", enterprise: "Enterprise" };

export function quotaKindOf(tool: string): QuotaKind | null {
  return (Object.keys(TOOLS_BY_QUOTA) as QuotaKind[]).find((kind) => TOOLS_BY_QUOTA[kind].includes(tool)) ?? null;
}

function startOfUtcDay(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/**
 * Refuses with 429 when the user's plan allowance for this kind of use is spent today (UTC), counting the metered
 * uses. `PLAN_QUOTAS=off` turns enforcement off (local load tests and benchmarks).
 */
export async function enforceQuota(db: Database, env: Env, user: { id: string; tier: PlanId }, tool: string): Promise<void> {
  if (env.PLAN_QUOTAS === "off") return;
  const kind = quotaKindOf(tool);
  if (!kind) return;
  const limit = PLAN_QUOTAS[user.tier][kind];
  if (limit === null) return;
  const [used] = await db
    .select({ n: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, user.id), inArray(aiUsage.tool, TOOLS_BY_QUOTA[kind]), gte(aiUsage.createdAt, startOfUtcDay(Date.now()))));
  if ((used?.n ?? 0) >= limit) {
    const [one, many] = QUOTA_NAMES[kind];
    throw new ApiError(429, "quota_exceeded", `Your ${PLAN_NAMES[user.tier]} plan includes ${limit} ${limit === 1 ? one : many} a day, and today's ${limit === 1 ? "is" : "are"} used. See /pricing for plans with more.`);
  }
}
