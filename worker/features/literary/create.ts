import type { WorkSettings } from "../../../schema/literary";
import type { ContentType } from "../../../schema/literary-enums";
import type { PlanId } from "../../../schema/pricing-enums";
import { type EngineName, OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import type { ReportProgress } from "../../ai/stream";
import { ApiError } from "../../http/errors";
import { requirePlan } from "../../http/plan-gate";
import { countWords } from "../../text/counts";
import { type ChapterDirections, chapterDirections } from "./directions";
import { buildOutline, type OutlineChapter, wordsPerChapter } from "./outline";
import { scaffoldChapter, titlePageAndContents } from "./scaffold";
import { STROKE_RECOVERY_TEMPLATE } from "./shared/stroke-recovery-template";

/** Without Master Override the studio writes at most this many chapters; with it, the plan's limit applies. */
export const STUDIO_CHAPTER_LIMIT = 50;
export const MASTER_OVERRIDE_CHAPTER_LIMIT = 200;

export interface CreateRequest extends WorkSettings {
  title: string;
  contentType: ContentType;
  chapters: string;
  template?: "stroke-recovery";
}

export interface CreatedWork {
  title: string;
  contentType: ContentType;
  settings: WorkSettings;
  chapters: { title: string; body: string }[];
  engine: EngineName;
  model: string;
  scaffold: boolean;
  preview: string;
}

function outlineFor(request: CreateRequest): OutlineChapter[] {
  if (request.template === "stroke-recovery" && !request.chapters.trim()) return STROKE_RECOVERY_TEMPLATE.chapters;
  return buildOutline({
    contentType: request.contentType,
    chapterLines: request.chapters,
    description: request.description,
    sourceContent: request.sourceContent,
    length: request.length,
  });
}

export function chapterPrompt(
  request: CreateRequest,
  chapter: OutlineChapter,
  index: number,
  total: number,
  words: number,
  directions: ChapterDirections,
): { system: string; prompt: string } {
  return {
    system: [
      `You write chapter ${index + 1} of ${total} of a ${request.contentType.replace("-", " ")} titled "${request.title}" for ${request.targetAudience || "general readers"}. Tone: ${request.tone}. Industry: ${request.industry}. Write about ${words} words of finished prose with short section headings in Markdown. No preamble, no chapter number in the text.`,
      ...directions.instructions,
      request.ghostwritingDirection && `Direction from the author: ${request.ghostwritingDirection}`,
    ]
      .filter(Boolean)
      .join(" "),
    prompt: [
      `Chapter title: ${chapter.title}`,
      chapter.summary && `What it covers: ${chapter.summary}`,
      chapter.keyPoints.length ? `Key points:\n${chapter.keyPoints.map((p) => `- ${p}`).join("\n")}` : "",
      request.description && `Book description: ${request.description}`,
      request.sourceContent && `Source material to draw on:\n${request.sourceContent.slice(0, 6000)}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/**
 * Writes the work chapter by chapter, reporting "chapter n of N". A language model writes prose; without one (or
 * for a chapter it fails on) the offline engine writes that chapter's scaffold, labelled as such.
 */
export async function createWork(
  request: CreateRequest,
  author: string,
  plan: PlanId,
  ai: AiSession,
  report: ReportProgress,
): Promise<CreatedWork> {
  const outline = outlineFor(request);
  if (request.masterOverride) requirePlan(plan, "master-override");
  const limit = request.masterOverride ? MASTER_OVERRIDE_CHAPTER_LIMIT : STUDIO_CHAPTER_LIMIT;
  if (outline.length > limit) {
    throw new ApiError(
      400,
      "invalid_input",
      `This plan writes at most ${limit} chapters at a time${request.masterOverride ? "" : "; Master Override raises the limit"}.`,
      { chapters: [`At most ${limit} chapters.`] },
    );
  }
  const words = wordsPerChapter(request.wordCount, request.length, outline.length);
  const directions = chapterDirections(request);
  const written: { title: string; body: string }[] = [];
  let scaffolded = 0;
  for (const [index, chapter] of outline.entries()) {
    const generated = ai.available
      ? await ai.generate({
          ...chapterPrompt(request, chapter, index, outline.length, words, directions),
          maxOutputTokens: Math.min(4000, Math.round(words * 1.6)),
        })
      : null;
    if (generated?.text) {
      written.push({ title: chapter.title, body: generated.text });
    } else {
      scaffolded += 1;
      written.push({
        title: chapter.title,
        body: scaffoldChapter(chapter, {
          title: request.title,
          targetAudience: request.targetAudience,
          tone: request.tone,
          sourceContent: request.sourceContent,
          directions,
        }),
      });
    }
    report({
      step: `chapter ${index + 1} of ${outline.length}`,
      percent: Math.round(((index + 1) / outline.length) * 100),
    });
  }
  const { chapters: _lines, template: _template, title, contentType, ...settings } = request;
  const preview = [
    titlePageAndContents(title, author, outline),
    ...written.map((c, i) => `## ${i + 1}. ${c.title}\n\n${c.body}`),
  ].join("\n\n");
  return {
    title,
    contentType,
    settings,
    chapters: written,
    engine: scaffolded === outline.length ? "offline" : (ai.lastUsed?.engine ?? "offline"),
    model: scaffolded === outline.length ? OFFLINE_MODEL : (ai.lastUsed?.model ?? OFFLINE_MODEL),
    scaffold: scaffolded > 0,
    preview,
  };
}

export function totalWords(work: { chapters: { body: string }[] }): number {
  return work.chapters.reduce((sum, chapter) => sum + countWords(chapter.body), 0);
}
