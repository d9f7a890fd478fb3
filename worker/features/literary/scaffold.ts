import type { OutlineChapter } from "./outline";

export const SCAFFOLD_NOTE =
  "Scaffold written by the offline engine: an outline with key points and writing prompts for you to write from, not finished prose.";

/** A chapter is still a scaffold while it carries the note that opens every scaffolded chapter. */
export function isScaffoldText(body: string): boolean {
  return body.includes(SCAFFOLD_NOTE);
}

export interface ScaffoldContext {
  title: string;
  targetAudience: string;
  tone: string;
  sourceContent: string;
  /** The create form's further choices, as prompts and sections (see directions.ts). */
  directions?: { prompts: string[]; sections: string[] };
}

function bestSourceSentences(chapterTitle: string, source: string, count: number): string[] {
  const words = new Set(chapterTitle.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []);
  if (!source.trim() || words.size === 0) return [];
  return (source.match(/(?<=^|[.!?])[^.!?]+[.!?]/g) ?? [])
    .map((sentence) => ({
      sentence: sentence.trim(),
      overlap: (sentence.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((w) => words.has(w)).length,
    }))
    .filter((s) => s.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap)
    .slice(0, count)
    .map((s) => s.sentence);
}

/** "a calm", "an empathetic": the article a word takes by its first letter (English's rule for these adjectives). */
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** One chapter as a structured draft: what it covers, key points, prompts, and matching source notes. Never filler. */
export function scaffoldChapter(chapter: OutlineChapter, context: ScaffoldContext): string {
  const audience = context.targetAudience.trim() || "your readers";
  // A summary that only repeats the title says nothing about the chapter.
  const summary = chapter.summary.toLowerCase() === chapter.title.toLowerCase() ? "" : chapter.summary;
  const parts = [
    `_${SCAFFOLD_NOTE}_`,
    `### What this chapter covers\n\n${summary || `${chapter.title}: what ${audience} need to know, step by step.`}`,
  ];
  if (chapter.keyPoints.length)
    parts.push(`### Key points\n\n${chapter.keyPoints.map((point) => `- ${point}`).join("\n")}`);
  parts.push(
    `### Writing prompts\n\n${[
      `Open with a short, true moment that shows why "${chapter.title}" matters to ${audience}.`,
      `Explain each key point in plain words, with one concrete example from your own experience.`,
      `End with two or three steps a reader can take this week${context.tone ? `, keeping ${withArticle(context.tone)} tone` : ""}.`,
      ...(context.directions?.prompts ?? []),
    ]
      .map((prompt, i) => `${i + 1}. ${prompt}`)
      .join("\n")}`,
  );
  parts.push(...(context.directions?.sections ?? []));
  const notes = bestSourceSentences(chapter.title, context.sourceContent, 3);
  if (notes.length) parts.push(`### From your source material\n\n${notes.map((note) => `> ${note}`).join("\n\n")}`);
  return parts.join("\n\n");
}

/** The title page and table of contents that open a scaffolded work. */
export function titlePageAndContents(title: string, author: string, chapters: OutlineChapter[]): string {
  return `# ${title}\n\n${author}\n\n## Contents\n\n${chapters.map((c, i) => `${i + 1}. ${c.title}`).join("\n")}`;
}
