import { OFFLINE_MODEL } from "../../ai/engines";
import { assertUserText } from "../../http/validation";
import { countText } from "../../text/counts";
import { detectAiWriting, detectionReading } from "../../text/detector";
import { CONFIDENT_GUESS, detectLanguage } from "../../text/language";
import { scoreReadability } from "../../text/readability";
import { scoreSegments, segmentMix } from "../../text/segments";

const MAX_ANALYZE_CHARS = 50_000;

/**
 * The whole text-analysis report: counts, readability, language, the AI-writing detector for the whole text and for
 * each sentence, and whether the text looks mixed (some passages machine-like, others human).
 */
export function analyzeText(content: string) {
  assertUserText(content, "Please enter content to analyze.", MAX_ANALYZE_CHARS);
  // One language guess for the report and the readability formulas.
  const language = detectLanguage(content);
  const detection = detectAiWriting(content);
  const segments = scoreSegments(content);
  return {
    success: true,
    engine: "offline" as const,
    model: OFFLINE_MODEL,
    counts: countText(content),
    readability: scoreReadability(content, language.confidence >= CONFIDENT_GUESS ? language.language : "und"),
    language,
    aiLikelihood: detection.aiLikelihood,
    signatures: detection.signatures,
    reading: detectionReading(detection),
    segments,
    mix: segmentMix(content, segments),
  };
}
