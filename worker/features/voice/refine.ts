import { z } from "zod";
import type { VoiceProfile, VoiceRefinement } from "../../../schema/voice";
import { VOICE_SCALES, VOICE_TONES } from "../../../schema/voice-enums";
import { jsonObjectIn } from "../../ai/json-answer";
import type { AiSession } from "../../ai/session";

/** The model reads the opening of the sample: enough to judge a voice, a bounded cost per analysis. */
const SAMPLE_CHARS = 6000;

const scale = z.coerce.number().int().min(1).max(10);
const judgement = z.object({
  tone: z.enum(VOICE_TONES).optional().catch(undefined),
  humor: scale.optional().catch(undefined),
  technicality: scale.optional().catch(undefined),
  emotion: scale.optional().catch(undefined),
  storytelling: scale.optional().catch(undefined),
});

const SYSTEM = `You judge the voice of a writing sample. Answer with one JSON object and nothing else: {"tone": one of ${VOICE_TONES.map((tone) => `"${tone}"`).join(", ")}, "humor": 1-10, "technicality": 1-10, "emotion": 1-10, "storytelling": 1-10}. 1 means none at all, 10 means it dominates the text.`;

/**
 * Asks a model for its reading of the sample and averages it with what was measured: the measurements stay half of
 * every score, and a trait the model did not judge keeps its measured value. Without a model (or with an answer
 * that is not a judgement) the measured profile is returned as it is, with no refinement.
 */
export async function refineVoice(
  ai: AiSession,
  sample: string,
  measured: VoiceProfile,
): Promise<{ profile: VoiceProfile; refinement: VoiceRefinement | null }> {
  if (!ai.available) return { profile: measured, refinement: null };
  const answer = await ai.generate({ system: SYSTEM, prompt: sample.slice(0, SAMPLE_CHARS), maxOutputTokens: 80 });
  const parsed = answer ? judgement.safeParse(jsonObjectIn(answer.text)) : null;
  if (!answer || !parsed?.success) return { profile: measured, refinement: null };
  const judged = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as VoiceRefinement["judged"];
  if (Object.keys(judged).length === 0) return { profile: measured, refinement: null };
  const profile = { ...measured, tone: judged.tone ?? measured.tone };
  for (const trait of VOICE_SCALES) {
    const opinion = judged[trait];
    if (opinion !== undefined) profile[trait] = Math.round((measured[trait] + opinion) / 2);
  }
  return { profile, refinement: { engine: answer.engine, model: answer.model, judged } };
}
