import type { Database } from "../../../schema/db";
import { OFFLINE_MODEL } from "../../ai/engines";
import { recordImageUses } from "../../ai/metering";
import type { AiSession } from "../../ai/session";
import type { ReportProgress } from "../../ai/stream";
import type { HumanizerStyle } from "../../common/humanizer-modes";
import {
  type ContentType,
  HUMANIZER_PLANS,
  type HumanizerLevel,
  OVERKILL_PLANS,
  type OverkillIntensity,
  SMART_PLANS,
  type SmartIntensity,
  STYLE_FOR_CONTENT_TYPE,
} from "../../common/humanizer-modes";
import type { Env } from "../../env";
import { detectAiWriting, detectionReading } from "../../text/detector";
import { detectLanguage } from "../../text/language";
import { scoreSegments } from "../../text/segments";
import { extractImageMarkers, type GeneratedImage, generateImages, type ImageMarker, placeImages } from "./images";
import { measureQuality } from "./quality";
import { type RewriteRun, runRewrite } from "./rewrite-run";

export const MAX_CONTENT_CHARS = 50_000;

/** Before/after detection and quality of a rewrite: every figure measured on the two texts. */
function measureRewrite(original: string, run: RewriteRun) {
  const before = detectAiWriting(original);
  const after = detectAiWriting(run.text);
  return {
    engine: run.engine,
    model: run.model,
    bypassConfidence: after.aiLikelihood === null ? null : 100 - after.aiLikelihood,
    aiLikelihood: { before: before.aiLikelihood, after: after.aiLikelihood },
    /** The same two figures, under the name every rewrite tool uses (the usage log keeps them for analytics). */
    detection: { before: before.aiLikelihood, after: after.aiLikelihood },
    aiSignatures: { before: before.signatures, after: after.signatures },
    readings: { before: detectionReading(before), after: detectionReading(after) },
    processingStages: run.stages,
    /** The text's language where the offline rules (English) were not run: the text comes back as it was. */
    rulesSkipped: run.rulesSkipped,
    qualityMetrics: measureQuality(original, run.text),
    /** Each sentence's score in the original and in the rewrite, for the pages to highlight. */
    segments: { before: scoreSegments(original), after: scoreSegments(run.text) },
  };
}

export async function humanizeDemo(
  input: { text: string; style: HumanizerStyle; level: HumanizerLevel },
  ai: AiSession,
  report: ReportProgress,
) {
  const language = detectLanguage(input.text);
  const foreign = language.language !== "en" && language.language !== "und" && language.confidence >= 0.5;
  let source = input.text;
  const notice: string | null = null;
  if (foreign && ai.available) {
    const english = await ai.generate({
      system: "Translate the user's text into English. Answer with the translation only.",
      prompt: input.text,
    });
    if (english) source = english.text;
  }
  const run = await runRewrite(source, HUMANIZER_PLANS[input.level], input.style, ai, report);
  let humanizedText = run.text;
  if (foreign && source !== input.text) {
    const back = await ai.generate({
      system: `Translate the user's text into the language with ISO code "${language.language}". Answer with the translation only.`,
      prompt: run.text,
    });
    if (back) humanizedText = back.text;
  }
  const measured = measureRewrite(source, run);
  return {
    success: true,
    engine: measured.engine,
    model: measured.model,
    output: { humanizedText, confidence: measured.bypassConfidence },
    detectedLanguage: language,
    notice,
    before: {
      aiLikelihood: measured.aiLikelihood.before,
      signatures: measured.aiSignatures.before,
      reading: measured.readings.before,
    },
    after: {
      aiLikelihood: measured.aiLikelihood.after,
      signatures: measured.aiSignatures.after,
      reading: measured.readings.after,
    },
    processingStages: measured.processingStages,
    rulesSkipped: measured.rulesSkipped,
    qualityMetrics: measured.qualityMetrics,
    detection: measured.detection,
    // The sentences scored are those of the English text rewritten: a translated answer has none to point at.
    segments: humanizedText === run.text ? measured.segments : null,
  };
}

export async function smartMode(
  input: { content: string; intensity: SmartIntensity; contentType: ContentType },
  ai: AiSession,
  report: ReportProgress,
) {
  const run = await runRewrite(
    input.content,
    SMART_PLANS[input.intensity],
    STYLE_FOR_CONTENT_TYPE[input.contentType],
    ai,
    report,
  );
  return { success: true, smartContent: run.text, ...measureRewrite(input.content, run) };
}

interface ImageContext {
  ai: AiSession;
  env: Env;
  db: Database;
  userId: string;
}

/** Makes the images and meters each one an image model drew (the offline cards cost nothing). */
async function drawAndMeter(context: ImageContext, wanted: ImageMarker[]): Promise<GeneratedImage[]> {
  const images = await generateImages(context.env, context.userId, wanted);
  const drawn = images.filter((image) => image.source === "image-model").length;
  await recordImageUses(context.db, context.userId, context.env.AI_MODEL_IMAGE ?? "", drawn);
  return images;
}

export async function overkillMode(
  input: { content: string; intensity: OverkillIntensity; contentType: ContentType; includeImages: boolean },
  context: ImageContext,
  report: ReportProgress,
) {
  const { text, markers } = extractImageMarkers(input.content);
  const run = await runRewrite(
    text,
    OVERKILL_PLANS[input.intensity],
    STYLE_FOR_CONTENT_TYPE[input.contentType],
    context.ai,
    report,
  );
  let images: GeneratedImage[] = [];
  if (input.includeImages) {
    const wanted = markers.length ? markers : [{ description: firstSentence(text), style: "editorial illustration" }];
    images = await drawAndMeter(context, wanted);
  }
  const overkillContent = markers.length && images.length ? placeImages(run.text, images) : run.text;
  return { success: true, overkillContent, images, ...measureRewrite(text, run) };
}

function firstSentence(text: string): string {
  const line = text.split("\n").find((l) => l.trim()) ?? "Illustration";
  return line
    .replace(/^#+\s*/, "")
    .split(/(?<=[.!?])\s/)[0]!
    .slice(0, 120);
}

const UNIFIED_STYLE: Record<"text" | "creative" | "technical", HumanizerStyle> = {
  text: "professional",
  creative: "creative",
  technical: "technical",
};

export async function unifiedAi(
  input: { content: string; type: "text" | "creative" | "technical" | "visual" | "humanize" },
  context: ImageContext,
  report: ReportProgress,
) {
  const started = performance.now();
  const { text, markers } = extractImageMarkers(input.content);
  let content = text;
  let engine: RewriteRun["engine"] = "offline";
  let model = OFFLINE_MODEL;
  let message: string;

  if (input.type === "visual") {
    message = "Images made from your descriptions.";
  } else if (input.type === "humanize") {
    const run = await runRewrite(text, HUMANIZER_PLANS.advanced, "conversational", context.ai, report);
    ({ text: content, engine, model } = run);
    message = "Content humanized.";
  } else {
    const style = UNIFIED_STYLE[input.type];
    const generated = context.ai.available
      ? await context.ai.generate({
          system: `Improve the user's ${input.type} content: clearer, more specific, natural in a ${style} style. Keep its facts, numbers, names, quotations, URLs and tokens like {{image-1}} exactly. Answer with the content only.`,
          prompt: text,
        })
      : null;
    if (generated) {
      ({ text: content, engine, model } = generated);
      message = `Content improved by ${generated.model}.`;
    } else {
      const run = await runRewrite(text, HUMANIZER_PLANS.advanced, style, context.ai, report);
      ({ text: content, engine, model } = run);
      message = "No language model is configured: the offline engine rewrote the content with its rule stages.";
    }
  }
  report({ step: "images", percent: 100 });
  const wanted =
    input.type === "visual" && markers.length === 0
      ? [{ description: firstSentence(text), style: "illustration" }]
      : markers;
  const images = wanted.length ? await drawAndMeter(context, wanted) : [];
  const before = detectAiWriting(text).aiLikelihood;
  const after = detectAiWriting(content).aiLikelihood;
  return {
    success: true,
    message,
    engine,
    model,
    detection: { before, after },
    result: {
      content: markers.length ? placeImages(content, images) : content,
      images,
      confidence: after === null ? null : 100 - after,
      humanizationScore: before === null || after === null ? null : Math.max(0, before - after),
      processingTime: Math.round(performance.now() - started),
    },
  };
}
