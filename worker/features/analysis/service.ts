import { OFFLINE_MODEL } from "../../ai/engines";
import { ApiError } from "../../http/errors";
import { countText } from "../../text/counts";
import { detectAiWriting } from "../../text/detector";
import { detectLanguage } from "../../text/language";
import { scoreReadability } from "../../text/readability";

const MAX_ANALYZE_CHARS = 50_000;

/** The whole text-analysis report: counts, readability, language and the AI-signature detector. */
export function analyzeText(content: string) {
  if (!content.trim()) throw new ApiError(400, "invalid_input", "Please enter content to analyze.");
  if (content.length > MAX_ANALYZE_CHARS)
    throw new ApiError(413, "payload_too_large", "The text is longer than 50,000 characters. Analyze it in parts.");
  const detection = detectAiWriting(content);
  return {
    success: true,
    engine: "offline" as const,
    model: OFFLINE_MODEL,
    counts: countText(content),
    readability: scoreReadability(content),
    language: detectLanguage(content),
    aiLikelihood: detection.aiLikelihood,
    signatures: detection.signatures,
  };
}
