import type { EngineName } from "./engines";

/**
 * Rough list prices in US dollars per million tokens (input, output), used only to estimate what a use cost.
 * The offline engine runs on the worker and costs nothing beyond the request.
 */
const PRICE_PER_MILLION_TOKENS: Record<EngineName, { input: number; output: number }> = {
  "workers-ai": { input: 0.3, output: 2.25 },
  "openai-compatible": { input: 0.5, output: 1.5 },
  offline: { input: 0, output: 0 },
};

/** Estimated cost in millionths of a dollar (integer), from the engine's list price and the tokens used. */
export function estimateCostMicroUsd(engine: EngineName, tokensIn: number, tokensOut: number): number {
  const price = PRICE_PER_MILLION_TOKENS[engine];
  return Math.round(tokensIn * price.input + tokensOut * price.output);
}
