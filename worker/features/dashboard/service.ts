import { and, count, eq, gte, ne, sum } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import type { Database } from "../../../schema/db";
import { creatorLedger } from "../../../schema/marketplace";
import { startOfUtcDay } from "../../ai/metering";

/**
 * The creator's running figures: what they have earned (their share of sales less refunds and held disputes, real
 * money and test-mode sales apart, since no money moved for those; payouts move money, they earn none) and AI uses
 * metered today (UTC).
 */
export async function summarizeCreator(db: Database, userId: string, now = Date.now()) {
  const [earnings, uses] = await db.batch([
    db
      .select({ testMode: creatorLedger.testMode, cents: sum(creatorLedger.amountCents) })
      .from(creatorLedger)
      .where(and(eq(creatorLedger.creatorId, userId), ne(creatorLedger.kind, "payout")))
      .groupBy(creatorLedger.testMode),
    db
      .select({ n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfUtcDay(now)))),
  ]);
  const earned = (testMode: boolean) => Number(earnings.find((row) => row.testMode === testMode)?.cents ?? 0);
  return { earningsCents: earned(false), testEarningsCents: earned(true), usesToday: uses[0]?.n ?? 0 };
}
