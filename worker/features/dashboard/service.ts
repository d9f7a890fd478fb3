import { and, count, eq, gte, sum } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import type { Database } from "../../../schema/db";
import { creatorLedger } from "../../../schema/marketplace";
import { startOfUtcDay } from "../../ai/metering";

/** The creator's running figures: lifetime earnings from the ledger and AI uses metered today (UTC). */
export async function summarizeCreator(db: Database, userId: string, now = Date.now()) {
  const [earnings, uses] = await db.batch([
    db
      .select({ cents: sum(creatorLedger.amountCents) })
      .from(creatorLedger)
      .where(eq(creatorLedger.creatorId, userId)),
    db
      .select({ n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfUtcDay(now)))),
  ]);
  return { earningsCents: Number(earnings[0]?.cents ?? 0), usesToday: uses[0]?.n ?? 0 };
}
