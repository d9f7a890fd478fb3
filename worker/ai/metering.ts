import { eq } from "drizzle-orm";
import { aiUsage } from "../../schema/ai";
import type { Database } from "../../schema/db";
import { estimateCostMicroUsd } from "./cost";
import type { EngineName } from "./engines";

/** Where "today" starts for allowances and "uses today": midnight UTC. */
export function startOfUtcDay(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

export interface AiUse {
  engine: EngineName;
  model: string;
  tokensIn: number;
  tokensOut: number;
  durationMs: number;
  /** A rewrite's measured AI likelihood before and after (0-100). */
  detection?: Detection;
  /** A translation's target language (ISO 639-1). */
  language?: string;
}

/** Null where the detector could not judge the text (a language it was not calibrated for). */
export interface Detection {
  before: number | null;
  after: number | null;
}

const roundedOrNull = (value: number | null | undefined) => (value == null ? null : Math.round(value));

/** Completes a claimed use (see `claimUse`) with what the job did; returns the estimated cost in US dollars. */
export async function completeUse(db: Database, useId: string, use: AiUse): Promise<number> {
  const costMicroUsd = estimateCostMicroUsd(use.engine, use.tokensIn, use.tokensOut);
  await db
    .update(aiUsage)
    .set({
      engine: use.engine,
      model: use.model,
      tokensIn: use.tokensIn,
      tokensOut: use.tokensOut,
      costMicroUsd,
      durationMs: Math.round(use.durationMs),
      scoreBefore: roundedOrNull(use.detection?.before),
      scoreAfter: roundedOrNull(use.detection?.after),
      language: use.language ?? null,
    })
    .where(eq(aiUsage.id, useId));
  return costMicroUsd / 1_000_000;
}

/** Gives back a claimed use whose job failed, so a refusal or an error does not count against the allowance. */
export async function releaseUse(db: Database, useId: string): Promise<void> {
  await db.delete(aiUsage).where(eq(aiUsage.id, useId));
}

/** Records images an image model drew for a user, one metering row each, so every generation is counted. */
export async function recordImageUses(db: Database, userId: string, model: string, count: number): Promise<void> {
  if (count === 0) return;
  const now = Date.now();
  await db.insert(aiUsage).values(
    Array.from({ length: count }, () => ({
      id: crypto.randomUUID(),
      userId,
      tool: "image-generation" as const,
      engine: "workers-ai" as const,
      model,
      createdAt: now,
    })),
  );
}
