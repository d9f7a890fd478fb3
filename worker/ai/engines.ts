import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Env } from "../env";

export type EngineName = "workers-ai" | "openai-compatible" | "offline";
export type ModelRole = "fast" | "writer" | "coder" | "translator" | "image";

/** The name the offline engine reports as its model. */
export const OFFLINE_MODEL = "offline-rules-v1";

/** A language model the platform can call, with the engine and model id it reports. */
export interface TextEngine {
  engine: Exclude<EngineName, "offline">;
  model: string;
  languageModel: LanguageModel;
}

function workersAiModel(env: Env, role: ModelRole): string | undefined {
  const byRole: Record<ModelRole, string | undefined> = {
    fast: env.AI_MODEL_FAST,
    writer: env.AI_MODEL_WRITER,
    coder: env.AI_MODEL_CODER,
    translator: env.AI_MODEL_TRANSLATOR,
    image: env.AI_MODEL_IMAGE,
  };
  return byRole[role];
}

/** The language models to try for a role, in order: Workers AI, then an OpenAI-compatible server. */
export function textEngines(env: Env, role: ModelRole): TextEngine[] {
  const engines: TextEngine[] = [];
  const workersModel = workersAiModel(env, role);
  if (env.AI && workersModel) {
    engines.push({
      engine: "workers-ai",
      model: workersModel,
      languageModel: createWorkersAI({ binding: env.AI })(workersModel),
    });
  }
  if (env.AI_BASE_URL) {
    const model = env.AI_MODEL ?? "default";
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
    });
    engines.push({ engine: "openai-compatible", model, languageModel: provider(model) });
  }
  return engines;
}

/** The engines this deployment is configured for, in the order a request tries them. */
export function configuredEngines(env: Env): EngineName[] {
  const engines: EngineName[] = [];
  if (env.AI) engines.push("workers-ai");
  if (env.AI_BASE_URL) engines.push("openai-compatible");
  engines.push("offline");
  return engines;
}
