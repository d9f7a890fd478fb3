import type { AiSession } from "../../ai/session";
import type { ReportProgress } from "../../ai/stream";
import type { HumanizerStyle } from "../../common/humanizer-modes";
import { HUMANIZER_PLANS } from "../../common/humanizer-modes";
import { runRewrite } from "../humanizer";

const STYLE_FOR_TONE: Record<string, HumanizerStyle> = {
  professional: "professional",
  authoritative: "professional",
  academic: "academic",
  conversational: "conversational",
  empathetic: "conversational",
  compassionate: "conversational",
  inspiring: "creative",
  inspirational: "creative",
};

/**
 * Rewrites the author's text in the chosen tone, following their direction. A language model follows the direction;
 * the offline engine applies the humanizer's rule stages for the tone and says the direction needs a model.
 */
export async function ghostwrite(
  input: { content: string; ghostwritingDirection: string; tone: string },
  ai: AiSession,
  report: ReportProgress,
) {
  const generated = ai.available
    ? await ai.generate({
        system: `You are a ghostwriter. Rewrite the author's text in a ${input.tone} tone${input.ghostwritingDirection ? `, following this direction: ${input.ghostwritingDirection}` : ""}. Keep every fact, number, name and quotation. Answer with the rewritten text only.`,
        prompt: input.content,
      })
    : null;
  if (generated) {
    report({ step: "ghostwrite", percent: 100 });
    return {
      success: true,
      engine: generated.engine,
      model: generated.model,
      content: generated.text,
      notice: null,
      stages: [],
    };
  }
  const run = await runRewrite(
    input.content,
    HUMANIZER_PLANS.advanced,
    STYLE_FOR_TONE[input.tone] ?? "conversational",
    ai,
    report,
  );
  return {
    success: true,
    engine: run.engine,
    model: run.model,
    content: run.text,
    notice: run.rulesSkipped
      ? `The offline engine's rules are written for English and this text looks like another language (${run.rulesSkipped}), so it was left as it is: rewriting it needs a language model (Workers AI or AI_BASE_URL).`
      : input.ghostwritingDirection
        ? "The offline engine rewrote the text for the tone with its rule stages; following a free-form direction needs a language model (Workers AI or AI_BASE_URL)."
        : null,
    stages: run.stages,
  };
}
