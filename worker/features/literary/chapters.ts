import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { chapters, chapterVersions, works } from "../../../schema/literary";
import type { WorkLanguageSource } from "../../../schema/literary-enums";
import { ApiError } from "../../http/errors";
import { countWords } from "../../text/counts";
import { MASTER_OVERRIDE_CHAPTER_LIMIT } from "./create";
import { isScaffoldText } from "./scaffold";
import { detectWorkLanguage } from "./work-language";

/** Earlier states kept per chapter: each edit or restore keeps the text it replaced, the oldest go first. */
export const CHAPTER_VERSIONS_KEPT = 20;

export interface ChapterChanges {
  title?: string;
  body?: string;
}

/** The work's id when the user owns it; anyone else gets the same 404 as for a work that does not exist. */
async function ownedWork(db: Database, userId: string, workId: string) {
  const [work] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.id, workId), eq(works.userId, userId)))
    .limit(1);
  if (!work) throw new ApiError(404, "not_found", "No such work.");
  return work;
}

async function ownedChapter(db: Database, userId: string, workId: string, chapterId: string) {
  await ownedWork(db, userId, workId);
  const [chapter] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.workId, workId)))
    .limit(1);
  if (!chapter) throw new ApiError(404, "not_found", "No such chapter.");
  return chapter;
}

interface WorkTotals {
  wordCount: number;
  scaffold: boolean;
  /** The language detected again from the changed text, unless the author set it. */
  language?: string;
  languageSource?: WorkLanguageSource;
}

/**
 * The work's word count, scaffold state and (unless its author set it) language once `change` is applied to its
 * chapters (by chapter id).
 */
async function totalsAfter(
  db: Database,
  workId: string,
  change: (texts: Map<string, { title: string; body: string }>) => void,
) {
  const [rows, [work]] = await db.batch([
    db
      .select({ id: chapters.id, title: chapters.title, body: chapters.body })
      .from(chapters)
      .where(eq(chapters.workId, workId))
      .orderBy(asc(chapters.position)),
    db
      .select({ title: works.title, settings: works.settings, source: works.languageSource, author: users.language })
      .from(works)
      .innerJoin(users, eq(users.id, works.userId))
      .where(eq(works.id, workId))
      .limit(1),
  ]);
  const texts = new Map(rows.map((row) => [row.id, { title: row.title, body: row.body }]));
  change(texts);
  const totals: WorkTotals = { wordCount: 0, scaffold: false };
  for (const { body } of texts.values()) {
    totals.wordCount += countWords(body);
    totals.scaffold ||= isScaffoldText(body);
  }
  if (work && work.source !== "author") {
    const detected = detectWorkLanguage(
      {
        title: work.title,
        description: work.settings.description,
        sourceContent: work.settings.sourceContent,
        chapters: [...texts.values()],
      },
      work.author ?? "en",
    );
    totals.language = detected.language;
    totals.languageSource = detected.source;
  }
  return totals;
}

/** The statement that brings the work's totals and time stamp up to date, in the same batch as the change. */
function touchWork(db: Database, workId: string, totals?: WorkTotals) {
  return db
    .update(works)
    .set({ updatedAt: Date.now(), ...totals })
    .where(eq(works.id, workId));
}

/** Statements that keep `chapter` as a version and drop the versions past the newest CHAPTER_VERSIONS_KEPT. */
function keepVersion(db: Database, chapter: { id: string; title: string; body: string }, now: number) {
  return [
    db.insert(chapterVersions).values({
      id: crypto.randomUUID(),
      chapterId: chapter.id,
      title: chapter.title,
      body: chapter.body,
      wordCount: countWords(chapter.body),
      createdAt: now,
    }),
    db
      .delete(chapterVersions)
      .where(
        and(
          eq(chapterVersions.chapterId, chapter.id),
          notInArray(
            chapterVersions.id,
            db
              .select({ id: chapterVersions.id })
              .from(chapterVersions)
              .where(eq(chapterVersions.chapterId, chapter.id))
              .orderBy(desc(chapterVersions.createdAt), desc(chapterVersions.id))
              .limit(CHAPTER_VERSIONS_KEPT),
          ),
        ),
      ),
  ] as const;
}

export async function addChapter(db: Database, userId: string, workId: string, chapter: Required<ChapterChanges>) {
  await ownedWork(db, userId, workId);
  const [{ count, last } = { count: 0, last: -1 }] = await db
    .select({ count: sql<number>`count(*)`, last: sql<number>`coalesce(max(${chapters.position}), -1)` })
    .from(chapters)
    .where(eq(chapters.workId, workId));
  if (count >= MASTER_OVERRIDE_CHAPTER_LIMIT)
    throw new ApiError(400, "invalid_input", `A work holds at most ${MASTER_OVERRIDE_CHAPTER_LIMIT} chapters.`);
  const id = crypto.randomUUID();
  const totals = await totalsAfter(db, workId, (texts) => texts.set(id, chapter));
  await db.batch([
    db.insert(chapters).values({ id, workId, position: last + 1, title: chapter.title, body: chapter.body }),
    touchWork(db, workId, totals),
  ]);
  return id;
}

/** Saves the chapter's new title or text; the text it replaces becomes a version. An unchanged save keeps none. */
export async function editChapter(
  db: Database,
  userId: string,
  workId: string,
  chapterId: string,
  changes: ChapterChanges,
) {
  const chapter = await ownedChapter(db, userId, workId, chapterId);
  const title = changes.title ?? chapter.title;
  const body = changes.body ?? chapter.body;
  if (title === chapter.title && body === chapter.body) return;
  const totals = await totalsAfter(db, workId, (texts) => texts.set(chapterId, { title, body }));
  await db.batch([
    ...keepVersion(db, chapter, Date.now()),
    db.update(chapters).set({ title, body }).where(eq(chapters.id, chapterId)),
    touchWork(db, workId, totals),
  ]);
}

export async function deleteChapter(db: Database, userId: string, workId: string, chapterId: string) {
  await ownedChapter(db, userId, workId, chapterId);
  const totals = await totalsAfter(db, workId, (texts) => texts.delete(chapterId));
  await db.batch([db.delete(chapters).where(eq(chapters.id, chapterId)), touchWork(db, workId, totals)]);
}

/** Puts the chapters in the given order; the list must name every chapter of the work exactly once. */
export async function reorderChapters(db: Database, userId: string, workId: string, order: string[]) {
  await ownedWork(db, userId, workId);
  const current = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.workId, workId));
  const known = new Set(current.map((c) => c.id));
  if (order.length !== known.size || new Set(order).size !== order.length || !order.every((id) => known.has(id)))
    throw new ApiError(400, "invalid_input", "The new order must list each chapter of the work once.", {
      order: ["List each chapter of the work once."],
    });
  if (order.length === 0) return;
  // Positions are unique per work, so they move out of the way (below zero) before taking their new places.
  await db.batch([
    db
      .update(chapters)
      .set({ position: sql`-1 - ${chapters.position}` })
      .where(eq(chapters.workId, workId)),
    ...order.map((id, position) => db.update(chapters).set({ position }).where(eq(chapters.id, id))),
    touchWork(db, workId),
  ]);
}

export async function listChapterVersions(db: Database, userId: string, workId: string, chapterId: string) {
  await ownedChapter(db, userId, workId, chapterId);
  return db
    .select()
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId))
    .orderBy(desc(chapterVersions.createdAt), desc(chapterVersions.id));
}

/** Puts an earlier version back; the text it replaces is kept as a version too, so a restore can be undone. */
export async function restoreChapterVersion(
  db: Database,
  userId: string,
  workId: string,
  chapterId: string,
  versionId: string,
) {
  const chapter = await ownedChapter(db, userId, workId, chapterId);
  const [version] = await db
    .select()
    .from(chapterVersions)
    .where(and(eq(chapterVersions.id, versionId), eq(chapterVersions.chapterId, chapterId)))
    .limit(1);
  if (!version) throw new ApiError(404, "not_found", "No such version.");
  const totals = await totalsAfter(db, workId, (texts) => texts.set(chapterId, version));
  await db.batch([
    ...keepVersion(db, chapter, Date.now()),
    db.update(chapters).set({ title: version.title, body: version.body }).where(eq(chapters.id, chapterId)),
    touchWork(db, workId, totals),
  ]);
}
