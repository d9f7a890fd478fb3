import type { Database } from "../../../schema/db";
import type { AiSession } from "../../ai/session";
import type { ReportProgress } from "../../ai/stream";
import { ApiError } from "../../http/errors";
import { editChapter } from "./chapters";
import { chapterPrompt } from "./create";
import { chapterDirections } from "./directions";
import { wordsPerChapter } from "./outline";
import { getWork } from "./works";

/** The work and the chapter's place in it, for its owner; anyone else gets the 404 of a chapter that does not exist. */
export async function chapterToWrite(db: Database, userId: string, workId: string, chapterId: string) {
  const work = await getWork(db, userId, workId);
  const index = work.chapters.findIndex((chapter) => chapter.id === chapterId);
  if (index < 0) throw new ApiError(404, "not_found", "No such chapter.");
  return { work, index };
}

/**
 * A language model writes one chapter of a saved work from what the chapter holds now (a scaffold's outline, key
 * points and prompts, or the author's notes) and the work's create settings. The text it replaces is kept as a
 * version. Without a model nothing is written: the offline engine writes scaffolds, never prose. The chapter streams
 * to the page as it is written; if the model breaks off, what arrived is kept and the answer says so.
 */
export async function writeChapter(
  db: Database,
  userId: string,
  { work, index }: Awaited<ReturnType<typeof chapterToWrite>>,
  ai: AiSession,
  report: ReportProgress,
) {
  const chapter = work.chapters[index]!;
  const settings = work.settings;
  const words = wordsPerChapter(settings.wordCount, settings.length, work.chapters.length);
  const base = chapterPrompt(
    { ...settings, title: work.title, contentType: work.contentType, chapters: "" },
    { title: chapter.title, summary: "", keyPoints: [] },
    index,
    work.chapters.length,
    words,
    chapterDirections(settings),
  );
  report({ step: `writing "${chapter.title}"`, percent: 10 });
  const generated = ai.available
    ? await ai.generate(
        {
          system: base.system,
          prompt: `${base.prompt}${chapter.body.trim() ? `\n\nThe author's notes and plan for this chapter:\n${chapter.body.slice(0, 12_000)}` : ""}`,
          maxOutputTokens: Math.min(4000, Math.round(words * 1.6)),
        },
        { keepPartial: true },
      )
    : null;
  if (!generated?.text)
    throw new ApiError(
      503,
      "ai_unavailable",
      "No language model answered, so the chapter was not written. Write it in the editor, or try again later.",
    );
  await editChapter(db, userId, work.id, chapter.id, { body: generated.text });
  report({ step: `wrote "${chapter.title}"`, percent: 100 });
  return {
    success: true as const,
    engine: generated.engine,
    model: generated.model,
    // A model that broke off mid-chapter: what it wrote is kept (the earlier text is a version), and this says so.
    notice: generated.interrupted
      ? `The model stopped after ${generated.text.split(/\s+/).length} words (${generated.interrupted}). What it wrote is kept; the text it replaced is in the chapter's history.`
      : null,
    work: await getWork(db, userId, work.id),
  };
}
