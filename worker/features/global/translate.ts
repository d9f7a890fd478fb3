import type { AiSession } from "../../ai/session";
import { LANGUAGE_NAMES as PLATFORM_LANGUAGE_NAMES } from "../../common/languages";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";

/** English names by code, for the prompt; a code outside the 12 is used as it is. */
const LANGUAGE_NAMES: Record<string, string> = PLATFORM_LANGUAGE_NAMES;

/** m2m100 wants language names in English lower case ("spanish"); the chat models get the full name in a prompt. */
async function translateWithWorkersAi(env: Env, text: string, source: string, target: string): Promise<string | null> {
  if (!env.AI || !env.AI_MODEL_TRANSLATOR) return null;
  try {
    const answer = (await env.AI.run(
      env.AI_MODEL_TRANSLATOR as Parameters<Ai["run"]>[0],
      { text, source_lang: source, target_lang: target } as never,
    )) as { translated_text?: string };
    return answer?.translated_text?.trim() || null;
  } catch (error) {
    console.warn(
      "Workers AI translation failed; trying the next engine",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/**
 * Translation through the translator role: Workers AI's translation model, else a language model with a translation
 * prompt. The offline engine cannot translate, and says so (503) rather than pretending.
 */
export async function translateText(
  env: Env,
  ai: AiSession,
  input: { text: string; sourceLanguage: string; targetLanguage: string; contentType: string },
) {
  const viaWorkers = await translateWithWorkersAi(env, input.text, input.sourceLanguage, input.targetLanguage);
  if (viaWorkers) return { translatedText: viaWorkers, engine: "workers-ai" as const, model: env.AI_MODEL_TRANSLATOR! };
  const generated = await ai.generate({
    system: `Translate the user's ${input.contentType.replace("_", " ")} from ${LANGUAGE_NAMES[input.sourceLanguage] ?? input.sourceLanguage} into ${LANGUAGE_NAMES[input.targetLanguage] ?? input.targetLanguage}. Keep formatting, numbers, names and links. Answer with the translation only.`,
    prompt: input.text,
  });
  if (generated) return { translatedText: generated.text, engine: generated.engine, model: generated.model };
  throw new ApiError(
    503,
    "ai_unavailable",
    "Translation needs an AI engine: configure Workers AI (WORKERS_AI=remote with a Cloudflare login) or an OpenAI-compatible server (AI_BASE_URL).",
  );
}
