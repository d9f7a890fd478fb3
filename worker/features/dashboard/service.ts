import { and, count, eq, gte, ne, sum } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import type { Database } from "../../../schema/db";
import { creatorLedger } from "../../../schema/marketplace";
import type { PlanId } from "../../../schema/pricing-enums";
import { startOfUtcDay } from "../../ai/metering";
import { TOOLS_BY_QUOTA } from "../../ai/quotas";
import { PLAN_QUOTAS, QUOTA_KINDS, type QuotaKind } from "../../common/plans";

/**
 * The creator's running figures: what they have earned (their share of sales less refunds and held disputes, real
 * money and test-mode sales apart, since no money moved for those; payouts move money, they earn none) and AI uses
 * metered today (UTC), and what is left of each of the plan's daily allowances.
 */
export async function summarizeCreator(db: Database, user: { id: string; tier: PlanId }, now = Date.now()) {
  const userId = user.id;
  const [earnings, uses, byTool] = await db.batch([
    db
      .select({ testMode: creatorLedger.testMode, cents: sum(creatorLedger.amountCents) })
      .from(creatorLedger)
      .where(and(eq(creatorLedger.creatorId, userId), ne(creatorLedger.kind, "payout")))
      .groupBy(creatorLedger.testMode),
    db
      .select({ n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfUtcDay(now)))),
    db
      .select({ tool: aiUsage.tool, n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfUtcDay(now))))
      .groupBy(aiUsage.tool),
  ]);
  // What is left of each daily allowance (null: the plan has no limit), for the tools to show beside their buttons.
  const allowances = Object.fromEntries(
    QUOTA_KINDS.map((kind) => {
      const limit = PLAN_QUOTAS[user.tier][kind];
      const used = byTool.filter((row) => TOOLS_BY_QUOTA[kind].includes(row.tool)).reduce((sum, row) => sum + row.n, 0);
      return [kind, { used, limit, left: limit === null ? null : Math.max(0, limit - used) }];
    }),
  ) as Record<QuotaKind, { used: number; limit: number | null; left: number | null }>;
  const earned = (testMode: boolean) => Number(earnings.find((row) => row.testMode === testMode)?.cents ?? 0);
  return { earningsCents: earned(false), testEarningsCents: earned(true), usesToday: uses[0]?.n ?? 0, allowances };
}
