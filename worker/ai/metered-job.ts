import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { SessionUser } from "../http/session";
import { textEngines, type EngineName, type ModelRole } from "./engines";
import { recordAiUse } from "./metering";
import { enforceQuota } from "./quotas";
import { AiSession } from "./session";
import { respondWithJob, type ReportProgress } from "./stream";

type Signed = AppEnv & { Variables: { user: SessionUser } };

/**
 * Runs an AI tool for the signed-in user as a job (JSON, or an event stream when asked) with the engines of the
 * role, and meters the use once it has answered.
 */
export async function runMeteredJob<T extends { engine: EngineName; model: string }>(
  c: Context<Signed>,
  tool: string,
  role: ModelRole,
  work: (ai: AiSession, report: ReportProgress) => Promise<T>,
) {
  const ai = new AiSession(textEngines(c.env, role));
  await enforceQuota(c.get("db"), c.env, c.get("user"), tool);
  return respondWithJob(c, async (report) => {
    const started = performance.now();
    const result = await work(ai, report);
    await recordAiUse(c.get("db"), {
      userId: c.get("user").id,
      tool,
      engine: result.engine,
      model: result.model,
      tokensIn: ai.usage.tokensIn,
      tokensOut: ai.usage.tokensOut,
      durationMs: performance.now() - started,
    });
    return result;
  });
}
