import { aiUsage } from "../../schema/ai";
import type { Database } from "../../schema/db";
import { estimateCostMicroUsd } from "./cost";
import type { EngineName } from "./engines";

export interface AiUse {
  userId: string | null;
  tool: string;
  engine: EngineName;
  model: string;
  tokensIn: number;
  tokensOut: number;
  durationMs: number;
}

/** Records one use of an AI tool; returns the estimated cost in US dollars. */
export async function recordAiUse(db: Database, use: AiUse): Promise<number> {
  const costMicroUsd = estimateCostMicroUsd(use.engine, use.tokensIn, use.tokensOut);
  await db.insert(aiUsage).values({
    id: crypto.randomUUID(),
    userId: use.userId,
    tool: use.tool,
    engine: use.engine,
    model: use.model,
    tokensIn: use.tokensIn,
    tokensOut: use.tokensOut,
    costMicroUsd,
    durationMs: Math.round(use.durationMs),
    createdAt: Date.now(),
  });
  return costMicroUsd / 1_000_000;
}
