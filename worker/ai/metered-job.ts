import type { Context } from "hono";
import type { MeteredTool } from "../../schema/ai-enums";
import { logActivity } from "../activity/log";
import type { AppEnv } from "../env";
import type { SessionUser } from "../http/session";
import { type EngineName, type ModelRole, textEngines } from "./engines";
import { completeUse, type Detection, releaseUse } from "./metering";
import { claimUse } from "./quotas";
import { AiSession } from "./session";
import { type ReportProgress, respondWithJob } from "./stream";

type Signed = AppEnv & { Variables: { user: SessionUser } };

/**
 * Runs an AI tool for the signed-in user as a job (JSON, or an event stream when asked) with the engines of the
 * role. The use is claimed against the plan's allowance before the job starts, completed with its engine, tokens
 * and time when it answers, and given back if it fails. A model's text streams to an event-stream client as it is
 * written, and a client that leaves stops the model. The answer carries what the run cost, as metered.
 */
export async function runMeteredJob<
  T extends { engine: EngineName; model: string; detection?: Detection; language?: string },
>(c: Context<Signed>, tool: MeteredTool, role: ModelRole, work: (ai: AiSession, report: ReportProgress) => Promise<T>) {
  const db = c.get("db");
  const ai = new AiSession(textEngines(c.env, role));
  const useId = await claimUse(db, c.env, c.get("user"), tool);
  return respondWithJob(c, async (report, watch) => {
    const started = performance.now();
    if (watch.streaming) ai.onText = watch.text;
    ai.signal = watch.signal;
    let result: T;
    try {
      result = await work(ai, report);
    } catch (error) {
      // Stopped while a model was writing: what it wrote was produced and is counted; any other failure is given back.
      if (watch.signal.aborted && ai.usage.tokensOut > 0 && ai.lastTried) {
        await completeUse(db, useId, { ...ai.lastTried, ...ai.usage, durationMs: performance.now() - started });
      } else await releaseUse(db, useId);
      throw error;
    }
    // A work scaffolded by the offline engine, with no model, cost nothing and is not a generation: given back.
    if (tool === "literary-create" && result.engine === "offline") {
      await releaseUse(db, useId);
      return { ...result, runCost: { usd: 0, tokensIn: 0, tokensOut: 0 } };
    }
    const costUsd = await completeUse(db, useId, {
      engine: result.engine,
      model: result.model,
      tokensIn: ai.usage.tokensIn,
      tokensOut: ai.usage.tokensOut,
      durationMs: performance.now() - started,
      detection: result.detection,
      language: result.language,
    });
    if (result.detection || tool === "translation") {
      await logActivity(db, {
        userId: c.get("user").id,
        kind: result.detection ? "rewrite" : "translation",
        // A rewrite names its tool (whose page has the same name), a translation its target language.
        subject: result.detection ? tool : (result.language ?? ""),
        link: result.detection ? `/${tool}` : "/global",
      });
    }
    return { ...result, runCost: { usd: costUsd, tokensIn: ai.usage.tokensIn, tokensOut: ai.usage.tokensOut } };
  });
}
