import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { OFFLINE_MODEL } from "../../ai/engines";
import type { Env } from "../../env";
import { type CatalogueModel, costOf } from "./catalogue";

const EXECUTE_TIMEOUT_MS = 60_000;

function languageModel(env: Env, model: CatalogueModel) {
  if (model.role === "base-url") {
    return createOpenAICompatible({ name: "openai-compatible", baseURL: env.AI_BASE_URL!, apiKey: env.AI_API_KEY })(
      model.model,
    );
  }
  return createWorkersAI({ binding: env.AI! })(model.model);
}

/** What the offline engine can say about any task: its restatement and a structure to answer it in. */
function offlineAnswer(prompt: string): string {
  const task = prompt.trim().split(/\n/, 1)[0]!.slice(0, 200);
  return [
    `Task: ${task}`,
    "",
    "The offline engine does not write answers; here is a structure for one:",
    "1. The direct answer, in one or two sentences.",
    "2. The reasons or steps behind it.",
    "3. An example or a check the reader can do.",
    "",
    "Configure Workers AI or AI_BASE_URL to run this task on the routed model.",
  ].join("\n");
}

/**
 * Runs the prompt on the chosen model, then on each fallback in turn when one fails, and measures it: the actual cost
 * from the tokens the model reports, the time to the answer, and who answered. When every model fails, the offline
 * engine answers (for nothing) and says so.
 */
export async function executeTask(env: Env, prompt: string, route: CatalogueModel[], maxOutputTokens: number) {
  const started = performance.now();
  const failures: string[] = [];
  for (const model of route) {
    try {
      const result = await generateText({
        model: languageModel(env, model),
        prompt,
        maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(EXECUTE_TIMEOUT_MS),
      });
      const tokensIn = result.usage.inputTokens ?? 0;
      const tokensOut = result.usage.outputTokens ?? 0;
      return {
        result: result.text.trim(),
        actualCost: Math.round(costOf(model, tokensIn, tokensOut) * 10_000) / 10_000,
        executionTime: Math.round(performance.now() - started),
        provider: model.provider,
        model: model.model,
        engine: model.role === "base-url" ? ("openai-compatible" as const) : ("workers-ai" as const),
        tokens: { input: tokensIn, output: tokensOut },
        failures,
      };
    } catch (error) {
      console.warn(`orchestration: ${model.model} failed`, error instanceof Error ? error.message : error);
      failures.push(model.model);
    }
  }
  return {
    result: offlineAnswer(prompt),
    actualCost: 0,
    executionTime: Math.round(performance.now() - started),
    provider: "Offline engine",
    model: OFFLINE_MODEL,
    engine: "offline" as const,
    tokens: { input: 0, output: 0 },
    failures,
  };
}
