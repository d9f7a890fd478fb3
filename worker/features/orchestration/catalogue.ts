import type { ModelStrength } from "../../../schema/orchestration-enums";
import type { Env } from "../../env";

/** A model the router may choose: what it costs, how much it holds, what it is good at and how good. */
export interface CatalogueModel {
  /** The wrangler.toml role whose model id this is, or "base-url" for AI_BASE_URL's model. */
  role: "fast" | "coder" | "writer" | "base-url";
  provider: string;
  model: string;
  name: string;
  /** US dollars per million tokens. */
  pricePerMillion: { input: number; output: number };
  contextTokens: number;
  /** 0-100: the quality tier the router compares with a task's requirement (the top model is 90). */
  quality: number;
  strengths: readonly ModelStrength[];
}

/**
 * The models the engine can reach. Workers AI prices are Cloudflare's list prices per million tokens (source:
 * developers.cloudflare.com/workers-ai/platform/pricing, read 2025-06); quality tiers place each model by its size
 * and family (8B < 32B coder < 70B), not by a benchmark run here. AI_BASE_URL's model is unknown to us: it gets the
 * platform's generic estimate (worker/ai/cost.ts) and a middle tier.
 */
export function modelCatalogue(env: Env): CatalogueModel[] {
  const models: CatalogueModel[] = [];
  if (env.AI) {
    if (env.AI_MODEL_FAST)
      models.push({
        role: "fast",
        provider: "Cloudflare Workers AI",
        model: env.AI_MODEL_FAST,
        name: "Llama 3.1 8B (fast)",
        // $0.045 input, $0.384 output per million tokens (Workers AI pricing, 2025-06).
        pricePerMillion: { input: 0.045, output: 0.384 },
        contextTokens: 128_000,
        quality: 60,
        strengths: ["simple", "conversational"],
      });
    if (env.AI_MODEL_CODER)
      models.push({
        role: "coder",
        provider: "Cloudflare Workers AI",
        model: env.AI_MODEL_CODER,
        name: "Qwen 2.5 Coder 32B",
        // $0.66 input, $1.00 output per million tokens (Workers AI pricing, 2025-06).
        pricePerMillion: { input: 0.66, output: 1.0 },
        contextTokens: 32_768,
        quality: 78,
        strengths: ["simple", "technical", "analytical"],
      });
    if (env.AI_MODEL_WRITER)
      models.push({
        role: "writer",
        provider: "Cloudflare Workers AI",
        model: env.AI_MODEL_WRITER,
        name: "Llama 3.3 70B",
        // $0.293 input, $2.253 output per million tokens (Workers AI pricing, 2025-06).
        pricePerMillion: { input: 0.293, output: 2.253 },
        contextTokens: 24_000,
        quality: 90,
        strengths: ["simple", "creative", "technical", "analytical", "conversational", "research"],
      });
  }
  if (env.AI_BASE_URL)
    models.push({
      role: "base-url",
      provider: "OpenAI-compatible server",
      model: env.AI_MODEL ?? "default",
      name: env.AI_MODEL ?? "AI_BASE_URL model",
      // The generic estimate of worker/ai/cost.ts: the server's real price is not known here.
      pricePerMillion: { input: 0.5, output: 1.5 },
      contextTokens: 32_000,
      quality: 75,
      strengths: ["simple", "creative", "technical", "analytical", "conversational", "research"],
    });
  return models;
}

/** The model "always the best" would use: the highest quality tier, the most expensive on a tie. */
export const topModel = (models: CatalogueModel[]) =>
  [...models].sort((a, b) => b.quality - a.quality || b.pricePerMillion.output - a.pricePerMillion.output)[0];

/** Dollars for a number of tokens in and out. */
export const costOf = (model: CatalogueModel, tokensIn: number, tokensOut: number) =>
  (tokensIn * model.pricePerMillion.input + tokensOut * model.pricePerMillion.output) / 1_000_000;
