import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import {
  addChapter,
  deleteChapter,
  editChapter,
  listChapterVersions,
  reorderChapters,
  restoreChapterVersion,
} from "./chapters";
import { MASTER_OVERRIDE_CHAPTER_LIMIT } from "./create";
import { getWork } from "./works";

const MAX_CHAPTER = 200_000;

const workParam = z.object({ id: z.string().uuid("No such work.") });
const chapterParam = workParam.extend({ chapterId: z.string().uuid("No such chapter.") });
const versionParam = chapterParam.extend({ versionId: z.string().uuid("No such version.") });
const chapterTitle = z.string().trim().min(1, "Give the chapter a title.").max(300);
const chapterBody = z
  .string()
  .max(MAX_CHAPTER, `A chapter holds at most ${MAX_CHAPTER.toLocaleString("en")} characters.`);
const newChapter = z.object({ title: chapterTitle, body: chapterBody.default("") });
const chapterChanges = z
  .object({ title: chapterTitle.optional(), body: chapterBody.optional() })
  .refine((changes) => changes.title !== undefined || changes.body !== undefined, "Change the title or the text.");
const chapterOrder = z.object({ order: z.array(z.string().uuid()).max(MASTER_OVERRIDE_CHAPTER_LIMIT) });

/** One work's chapters: add, edit (each edit keeps the text it replaced), delete, reorder, and restore versions. */
export const chapterRoutes = new Hono<AppEnv>()
  .post("/:id/chapters", requireUser, validate("param", workParam), validateJson(newChapter), async (c) => {
    const { id } = c.req.valid("param");
    const chapterId = await addChapter(c.get("db"), c.get("user").id, id, c.req.valid("json"));
    return c.json({ success: true, chapterId, work: await getWork(c.get("db"), c.get("user").id, id) }, 201);
  })
  .put("/:id/chapter-order", requireUser, validate("param", workParam), validateJson(chapterOrder), async (c) => {
    const { id } = c.req.valid("param");
    await reorderChapters(c.get("db"), c.get("user").id, id, c.req.valid("json").order);
    return c.json({ success: true, work: await getWork(c.get("db"), c.get("user").id, id) });
  })
  .patch(
    "/:id/chapters/:chapterId",
    requireUser,
    validate("param", chapterParam),
    validateJson(chapterChanges),
    async (c) => {
      const { id, chapterId } = c.req.valid("param");
      await editChapter(c.get("db"), c.get("user").id, id, chapterId, c.req.valid("json"));
      return c.json({ success: true, work: await getWork(c.get("db"), c.get("user").id, id) });
    },
  )
  .delete("/:id/chapters/:chapterId", requireUser, validate("param", chapterParam), async (c) => {
    const { id, chapterId } = c.req.valid("param");
    await deleteChapter(c.get("db"), c.get("user").id, id, chapterId);
    return c.json({ success: true, work: await getWork(c.get("db"), c.get("user").id, id) });
  })
  .get("/:id/chapters/:chapterId/versions", requireUser, validate("param", chapterParam), async (c) => {
    const { id, chapterId } = c.req.valid("param");
    return c.json({ success: true, versions: await listChapterVersions(c.get("db"), c.get("user").id, id, chapterId) });
  })
  .post(
    "/:id/chapters/:chapterId/versions/:versionId/restore",
    requireUser,
    validate("param", versionParam),
    async (c) => {
      const { id, chapterId, versionId } = c.req.valid("param");
      await restoreChapterVersion(c.get("db"), c.get("user").id, id, chapterId, versionId);
      return c.json({ success: true, work: await getWork(c.get("db"), c.get("user").id, id) });
    },
  );
