import type { Env } from "../../env";
import { countWords } from "../../text/counts";
import { manuscriptHtml } from "./book";
import { buildOutline } from "./outline";
import { suggestPrice } from "./pricing";
import { scaffoldChapter, titlePageAndContents } from "./scaffold";

export interface DemoRequest {
  topic: string;
  format: string;
  length: number;
  style: string;
  targetAudience: string;
}

/** The demo's chapters: a practical guide's plan, each matched to a sentence of the description below. */
const DEMO_PLAN = [
  "Getting Started",
  "What to Expect",
  "What Helps Day to Day",
  "Setbacks and How to Handle Them",
  "Where to Find Support",
];

/**
 * The landing page's free demo: a short scaffold for the topic from the offline engine, its HTML stored in R2 under
 * an unguessable id and served from our origin.
 */
export async function generateDemo(env: Env, request: DemoRequest) {
  const description = [
    `${request.topic}.`,
    "What to expect in the first weeks and months, and why progress is rarely a straight line.",
    "What helps day to day, from small routines to pacing your energy.",
    "Setbacks happen to almost everyone, and handling them calmly matters.",
    "Where to find support and which professionals to ask.",
  ].join(" ");
  const outline = buildOutline({
    contentType: "recovery-guide",
    chapterLines: DEMO_PLAN.join("\n"),
    description,
    sourceContent: "",
    length: "short",
  });
  const chapters = outline.map((chapter) => ({
    title: chapter.title,
    body: scaffoldChapter(chapter, {
      title: request.topic,
      targetAudience: request.targetAudience,
      tone: request.style,
      sourceContent: "",
    }),
  }));
  const markdown = [
    titlePageAndContents(request.topic, "Inkspire demo", outline),
    ...chapters.map((c, i) => `## ${i + 1}. ${c.title}\n\n${c.body}`),
  ].join("\n\n");
  const id = crypto.randomUUID();
  const html = manuscriptHtml({
    id,
    title: request.topic,
    author: "Inkspire demo",
    description,
    language: "en",
    chapters,
    updatedAt: Date.now(),
  });
  await env.BUCKET.put(`demo/${id}.html`, html, { httpMetadata: { contentType: "text/html; charset=utf-8" } });
  const wordCount = countWords(markdown);
  return {
    success: true,
    engine: "offline" as const,
    files: [{ name: "demo-guide.md", type: "text/markdown", content: markdown }],
    content: {
      wordCount,
      suggestedPrice: suggestPrice("recovery-guide", wordCount),
      chapters: chapters.map((c) => c.title),
    },
    downloadLinks: { html: `/api/literary/demo/${id}.html` },
  };
}
