import { OFFLINE_MODEL } from "../../ai/engines";
import { assertUserText } from "../../http/validation";
import { countText } from "../../text/counts";
import { detectAiWriting, detectionReading } from "../../text/detector";
import { detectLanguage } from "../../text/language";
import { scoreReadability } from "../../text/readability";

const MAX_ANALYZE_CHARS = 50_000;

/** The whole text-analysis report: counts, readability, language and the AI-signature detector. */
export function analyzeText(content: string) {
  assertUserText(content, "Please enter content to analyze.", MAX_ANALYZE_CHARS);
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
    reading: detectionReading(detection),
  };
}
