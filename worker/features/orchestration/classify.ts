import type { TaskComplexity, TaskContentType } from "../../../schema/orchestration-enums";
import { wordTokens } from "../../text/readability";
import { type RequestedLength, requestedLength } from "./requested-length";

const MARKERS: Record<TaskContentType, readonly string[]> = {
  creative: [
    "story",
    "poem",
    "slogan",
    "tagline",
    "creative",
    "imagine",
    "character",
    "novel",
    "lyrics",
    "literary",
    "fiction",
    "narrative",
    "campaign",
    "brand",
    "catchy",
  ],
  technical: [
    "code",
    "function",
    "api",
    "bug",
    "error",
    "typescript",
    "python",
    "sql",
    "deploy",
    "documentation",
    "install",
    "configure",
    "endpoint",
    "database",
  ],
  analytical: [
    "analyze",
    "analyse",
    "analysis",
    "compare",
    "data",
    "trend",
    "metrics",
    "forecast",
    "evaluate",
    "statistics",
    "revenue",
    "chart",
  ],
  conversational: [
    "hi",
    "hello",
    "thanks",
    "question",
    "answer",
    "faq",
    "help",
    "explain",
    "what",
    "how",
    "why",
    "customer",
  ],
  research: [
    "research",
    "sources",
    "literature",
    "study",
    "studies",
    "evidence",
    "history",
    "survey",
    "review",
    "citations",
    "market",
  ],
};
const DOMAIN_WORDS = new Set(Object.values(MARKERS).flat());

export interface TaskClass {
  complexity: TaskComplexity;
  contentType: TaskContentType;
  /** 0-100: how clearly the prompt fell into its content type (the margin over the runner-up). */
  confidence: number;
  signals: { words: number; code: boolean; math: boolean; instructions: number; domainWords: number };
  /** The answer's length the prompt asks for, if it names one. */
  requested: RequestedLength | null;
}

/**
 * The task's class from the prompt: complexity from its length, the length of answer it asks for, instructions,
 * code, math and domain vocabulary (creative work is never "simple", however short its brief); content type from
 * marker words. A user's selection takes the place of the estimate.
 */
export function classifyTask(
  prompt: string,
  selected: { complexity?: TaskComplexity; contentType?: TaskContentType } = {},
): TaskClass {
  const words = wordTokens(prompt).map((word) => word.toLowerCase());
  const code = /```|[{};]$|\bfunction\b|=>|\bconst\b|\bdef\b|\bSELECT\b/m.test(prompt);
  const math = /\d ?[-+*/^=] ?\d|\b(?:equation|integral|derivative|probability|matrix)\b/i.test(prompt);
  const lines = prompt.split("\n").map((line) => line.trimStart());
  const listed = lines.filter((line) => /^(?:[-*]|\d{1,3}[.)]) /.test(line)).length;
  const instructions = listed + (prompt.split("?").length - 1);
  const domainWords = words.filter((word) => DOMAIN_WORDS.has(word)).length;

  const requested = requestedLength(prompt);
  const size = words.length > 300 ? 3 : words.length > 120 ? 2 : words.length > 30 ? 1 : 0;
  const answerSize = !requested
    ? 0
    : requested.words >= 5000
      ? 3
      : requested.words >= 1500
        ? 2
        : requested.words >= 500
          ? 1
          : 0;

  const scores = (Object.keys(MARKERS) as TaskContentType[])
    .map((type) => ({
      type,
      score: words.filter((word) => MARKERS[type].includes(word)).length + (type === "technical" && code ? 3 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  const guessed = best!.score > 0 ? best!.type : "conversational";
  const contentType = selected.contentType ?? guessed;
  const weight = Math.max(
    contentType === "creative" ? 1 : 0,
    size +
      answerSize +
      (code ? 1 : 0) +
      (math ? 1 : 0) +
      Math.min(2, Math.floor(instructions / 3)) +
      (domainWords > 6 ? 1 : 0),
  );
  const estimated: TaskComplexity =
    weight >= 5 ? "expert" : weight >= 3 ? "complex" : weight >= 1 ? "medium" : "simple";
  const margin = best!.score === 0 ? 0 : (best!.score - (second?.score ?? 0)) / best!.score;
  return {
    complexity: selected.complexity ?? estimated,
    contentType,
    // A selection is certain about what was selected; an estimate is as sure as its margin.
    confidence: Math.round(selected.contentType ? 95 : 40 + margin * 55),
    signals: { words: words.length, code, math, instructions, domainWords },
    requested,
  };
}
