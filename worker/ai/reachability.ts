import type { Env } from "../env";
import { configuredEngines, type EngineName } from "./engines";

/** How long a model's answer (or its silence) is trusted before it is asked again. */
export const PROBE_TTL_MS = 5 * 60_000;
/** A model that has not answered a probe in this long counts as not reachable. */
const PROBE_TIMEOUT_MS = 3_000;

let last: { key: string; at: number; engines: Promise<EngineName[]> } | null = null;

function withinTimeout(work: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work.then(() => true), late])
    .catch(() => false)
    .finally(() => clearTimeout(timer));
}

/** Workers AI answers a one-token completion of its fast model (a local run without an account fails at once). */
function probeWorkersAi(env: Env): Promise<boolean> {
  const model = env.AI_MODEL_FAST;
  if (!env.AI || !model) return Promise.resolve(false);
  return withinTimeout(env.AI.run(model as keyof AiModels, { prompt: "ping", max_tokens: 1 } as never));
}

/** An OpenAI-compatible server lists its models: no generation, no cost. */
async function probeOpenAiCompatible(env: Env): Promise<boolean> {
  if (!env.AI_BASE_URL) return false;
  const headers: Record<string, string> = env.AI_API_KEY ? { authorization: `Bearer ${env.AI_API_KEY}` } : {};
  let base = env.AI_BASE_URL;
  while (base.endsWith("/")) base = base.slice(0, -1);
  return withinTimeout(
    fetch(`${base}/models`, { headers }).then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) throw new Error(`status ${response.status}`);
    }),
  );
}

async function probe(env: Env): Promise<EngineName[]> {
  const [workersAi, openAiCompatible] = await Promise.all([probeWorkersAi(env), probeOpenAiCompatible(env)]);
  const answered: Record<EngineName, boolean> = {
    "workers-ai": workersAi,
    "openai-compatible": openAiCompatible,
    offline: true,
  };
  return configuredEngines(env).filter((engine) => answered[engine]);
}

/**
 * The engines that answered a cheap probe in the last few minutes, in the order a request tries them; the offline
 * engine always answers. What the status pages show as "connected", rather than a binding that merely exists.
 */
export function reachableEngines(env: Env, now = Date.now()): Promise<EngineName[]> {
  const key = `${Boolean(env.AI)}|${env.AI_MODEL_FAST ?? ""}|${env.AI_BASE_URL ?? ""}|${env.AI_API_KEY ? "key" : ""}`;
  if (!last || last.key !== key || now - last.at >= PROBE_TTL_MS) {
    last = { key, at: now, engines: probe(env) };
  }
  return last.engines;
}

/** Forgets the last probe (tests that change the configuration within one isolate). */
export function forgetReachability(): void {
  last = null;
}
