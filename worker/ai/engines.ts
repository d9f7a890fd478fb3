import type { Env } from "../env";

export type EngineName = "workers-ai" | "openai-compatible" | "offline";

/** The engines this deployment is configured for, in the order a request tries them. */
export function configuredEngines(env: Env): EngineName[] {
  const engines: EngineName[] = [];
  if (env.AI) engines.push("workers-ai");
  if (env.AI_BASE_URL) engines.push("openai-compatible");
  engines.push("offline");
  return engines;
}
