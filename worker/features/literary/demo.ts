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

const DEMO_CHAPTERS = 5;

/**
 * The landing page's free demo: a short scaffold for the topic from the offline engine, its HTML stored in R2 under
 * an unguessable id and served from our origin.
 */
export async function generateDemo(env: Env, request: DemoRequest) {
  const description = `${request.topic}. A practical ${request.format} for ${request.targetAudience}: what to expect, what helps, and where to go next.`;
  const outline = buildOutline({
    contentType: "recovery-guide",
    chapterLines: "",
    description,
    sourceContent: "",
    length: "short",
  }).slice(0, DEMO_CHAPTERS);
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
