import { and, asc, desc, eq } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { chapters, type WorkSettings, works } from "../../../schema/literary";
import type { ContentType } from "../../../schema/literary-enums";
import { activityInsert } from "../../activity/log";
import { ApiError } from "../../http/errors";
import { countWords } from "../../text/counts";
import { isScaffoldText } from "./scaffold";
import { detectWorkLanguage, type WorkText } from "./work-language";

/** D1 allows 100 bound values per statement; a chapter row binds 5. */
const CHAPTERS_PER_INSERT = 20;

export interface WorkChapter {
  title: string;
  body: string;
}

export interface NewWork {
  title: string;
  contentType: ContentType;
  settings: WorkSettings;
  chapters: WorkChapter[];
  engine: string;
  model: string;
  scaffold: boolean;
}

/** The interface language the author chose, which stands in when a work's own language is unclear. */
export async function authorLanguage(db: Database, userId: string): Promise<string> {
  const [author] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return author?.language ?? "en";
}

const textOfNewWork = (work: NewWork): WorkText => ({
  title: work.title,
  description: work.settings.description,
  sourceContent: work.settings.sourceContent,
  // The offline engine's scaffold is English whatever the author writes in: it says nothing of the language.
  chapters: work.scaffold ? work.chapters.map((chapter) => ({ title: chapter.title, body: "" })) : work.chapters,
});

export async function saveNewWork(db: Database, userId: string, work: NewWork) {
  const id = crypto.randomUUID();
  const language = detectWorkLanguage(textOfNewWork(work), await authorLanguage(db, userId));
  const now = Date.now();
  const wordCount = work.chapters.reduce((sum, chapter) => sum + countWords(chapter.body), 0);
  const rows = work.chapters.map((chapter, position) => ({
    id: crypto.randomUUID(),
    workId: id,
    position,
    title: chapter.title,
    body: chapter.body,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += CHAPTERS_PER_INSERT)
    inserts.push(db.insert(chapters).values(rows.slice(i, i + CHAPTERS_PER_INSERT)));
  await db.batch([
    db.insert(works).values({
      id,
      userId,
      title: work.title,
      contentType: work.contentType,
      settings: work.settings,
      engine: work.engine,
      model: work.model,
      scaffold: work.scaffold,
      wordCount,
      language: language.language,
      languageSource: language.source,
      createdAt: now,
      updatedAt: now,
    }),
    ...inserts,
    activityInsert(db, { userId, kind: "work_created", subject: work.title, link: "/literary" }, now),
  ]);
  return id;
}

export async function listWorks(db: Database, userId: string) {
  return db
    .select({
      id: works.id,
      title: works.title,
      contentType: works.contentType,
      wordCount: works.wordCount,
      scaffold: works.scaffold,
      engine: works.engine,
      marketplaceProductId: works.marketplaceProductId,
      updatedAt: works.updatedAt,
    })
    .from(works)
    .where(eq(works.userId, userId))
    .orderBy(desc(works.updatedAt));
}

/** A work with its chapters, for its owner only: anyone else gets the same 404 as for a work that does not exist. */
export async function getWork(db: Database, userId: string, workId: string) {
  const [work] = await db
    .select()
    .from(works)
    .where(and(eq(works.id, workId), eq(works.userId, userId)))
    .limit(1);
  if (!work) throw new ApiError(404, "not_found", "No such work.");
  const list = await db
    .select({ id: chapters.id, title: chapters.title, body: chapters.body })
    .from(chapters)
    .where(eq(chapters.workId, workId))
    .orderBy(asc(chapters.position));
  return {
    ...work,
    chapters: list.map((chapter) => ({
      ...chapter,
      wordCount: countWords(chapter.body),
      scaffold: isScaffoldText(chapter.body),
    })),
  };
}

/** A work still holding scaffold chapters can't be sold or packaged: a reader would get writing prompts, not text. */
export function requireWrittenChapters(work: { chapters: { title: string; scaffold: boolean }[] }) {
  const unwritten = work.chapters.filter((chapter) => chapter.scaffold).map((chapter) => chapter.title);
  if (unwritten.length === 0) return;
  throw new ApiError(
    409,
    "work_unwritten",
    `These chapters are still scaffolds (writing prompts, not text). Write or generate them first: ${unwritten.length > 5 ? `${unwritten.slice(0, 5).join(", ")} and ${unwritten.length - 5} more` : unwritten.join(", ")}.`,
    { chapters: unwritten },
  );
}

/** Renames the work or sets the language its text is in: a language the author sets is never detected again. */
export async function updateWork(
  db: Database,
  userId: string,
  workId: string,
  changes: { title?: string; language?: string },
) {
  await getWork(db, userId, workId);
  await db
    .update(works)
    .set({ ...changes, ...(changes.language ? { languageSource: "author" as const } : {}), updatedAt: Date.now() })
    .where(eq(works.id, workId));
  return getWork(db, userId, workId);
}

export async function deleteWork(db: Database, userId: string, workId: string) {
  await getWork(db, userId, workId);
  await db.delete(works).where(eq(works.id, workId));
}

export async function linkMarketplaceProduct(db: Database, workId: string, productId: number) {
  await db.update(works).set({ marketplaceProductId: productId, updatedAt: Date.now() }).where(eq(works.id, workId));
}
