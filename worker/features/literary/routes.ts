import { Hono } from "hono";
import { z } from "zod";
import {
  CONTENT_TYPES,
  HUMANIZATION_LEVELS,
  INDUSTRIES,
  LENGTHS,
  TONES,
  TRANSFORM_INTO,
} from "../../../schema/literary-enums";
import { runMeteredJob } from "../../ai/metered-job";
import { LANGUAGE_TAG } from "../../common/languages";
import { DEFAULT_WORK_SETTINGS } from "../../common/literary-options";
import { MIN_PRICE_CENTS, MIN_PRICE_MESSAGE } from "../../common/money";
import { linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { clientIp, limitRequests } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { publicAuthor } from "../auth";
import { editionText, sendEditionNoticesSoon } from "../marketplace";
import { analyzeManuscript } from "./analyze";
import { chapterRoutes } from "./chapter-routes";
import { createWork, MASTER_OVERRIDE_CHAPTER_LIMIT, totalWords } from "./create";
import { generateDemo } from "./demo";
import { ghostwrite } from "./ghostwrite";
import { listWorkInMarketplace, publishWorkEdition } from "./listing";
import { suggestPrice } from "./pricing";
import { deleteWork, getWork, listWorks, saveNewWork, updateWork } from "./works";
import { chapterToWrite, writeChapter } from "./write-chapter";

const MAX_TEXT = 200_000;

const createInput = z.object({
  title: z.string().trim().min(1, "Give the work a title.").max(200),
  description: z.string().trim().min(1, "Describe the work.").max(5000),
  contentType: z.enum(CONTENT_TYPES).default("book"),
  targetAudience: z.string().trim().max(300).default(""),
  chapters: z.string().max(50_000).default(""),
  length: z.enum(LENGTHS).default("medium"),
  tone: z.enum(TONES).default("professional"),
  humanizationLevel: z.enum(HUMANIZATION_LEVELS).default("standard"),
  ghostwritingDirection: z.string().trim().max(2000).default(""),
  marketingStrategy: z.string().trim().max(2000).default(""),
  kdpOptimization: z.boolean().default(false),
  industry: z.enum(INDUSTRIES).default("healthcare"),
  expertise: z.string().trim().max(500).default(""),
  wordCount: z.number().int().min(0).max(500_000).default(50_000),
  masterOverride: z.boolean().default(false),
  transformInto: z.enum(TRANSFORM_INTO).default("book"),
  sourceContent: z.string().max(MAX_TEXT).default(""),
  template: z.literal("stroke-recovery").optional(),
});

const chapterList = z
  .array(z.object({ title: z.string().trim().min(1).max(300), body: z.string().max(MAX_TEXT) }))
  .max(MASTER_OVERRIDE_CHAPTER_LIMIT);
const workInput = z.object({
  title: z.string().trim().min(1).max(200),
  contentType: z.enum(CONTENT_TYPES).default("book"),
  description: z.string().trim().max(5000).default(""),
  chapters: chapterList.default([]),
});
const workChanges = z
  .object({
    title: z.string().trim().min(1, "Give the work a title.").max(200).optional(),
    language: z.string().regex(LANGUAGE_TAG, "Choose a language such as en, ru or pt-BR.").optional(),
  })
  .refine(
    (changes) => changes.title !== undefined || changes.language !== undefined,
    "Change the title or the language.",
  );
const workParam = z.object({ id: z.string().uuid("No such work.") });
const editionInput = z.object(editionText);

const listInput = z
  .object({
    price: z
      .number()
      .min(MIN_PRICE_CENTS / 100, MIN_PRICE_MESSAGE)
      .max(10_000)
      .optional(),
  })
  .default({});
const contentInput = z.object({ content: z.string().max(MAX_TEXT) });
const chapterRef = z.object({
  workId: z.string().uuid("No such work."),
  chapterId: z.string().uuid("No such chapter."),
});
const ghostwriteInput = contentInput.extend({
  ghostwritingDirection: z.string().trim().max(2000).default(""),
  tone: z.enum(TONES).default("conversational"),
});
const demoInput = z.object({
  topic: z.string().trim().min(3).max(200),
  format: z.string().trim().max(40).default("guide"),
  length: z.number().int().min(100).max(5000).default(800),
  style: z.string().trim().max(40).default("empathetic"),
  targetAudience: z.string().trim().max(200).default("readers"),
});
const demoFile = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.html$/, "No such demo.") });

const DEMO_LIMIT = {
  name: "literary-demo",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: "The free demo can run 5 times in 10 minutes. Join free for the full studio.",
};

const defaultSettings = (description: string) => ({ ...DEFAULT_WORK_SETTINGS, description, wordCount: 0 });

function requireContent(content: string) {
  if (!content.trim()) throw new ApiError(400, "invalid_input", "Please enter content first.");
}

export const literaryRoutes = new Hono<AppEnv>()
  .get("/works", requireUser, async (c) =>
    c.json({ success: true, works: await listWorks(c.get("db"), c.get("user").id) }),
  )
  .post("/works", requireUser, validateJson(workInput), async (c) => {
    const input = c.req.valid("json");
    const id = await saveNewWork(c.get("db"), c.get("user").id, {
      title: input.title,
      contentType: input.contentType,
      settings: defaultSettings(input.description),
      chapters: input.chapters,
      engine: "offline",
      model: "",
      scaffold: false,
    });
    return c.json({ success: true, work: await getWork(c.get("db"), c.get("user").id, id) }, 201);
  })
  .get("/works/:id", requireUser, validate("param", workParam), async (c) => {
    const work = await getWork(c.get("db"), c.get("user").id, c.req.valid("param").id);
    return c.json({ success: true, work, suggestedPrice: suggestPrice(work.contentType, work.wordCount) });
  })
  .patch("/works/:id", requireUser, validate("param", workParam), validateJson(workChanges), async (c) =>
    c.json({
      success: true,
      work: await updateWork(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json")),
    }),
  )
  .route("/works", chapterRoutes)
  .delete("/works/:id", requireUser, validate("param", workParam), async (c) => {
    await deleteWork(c.get("db"), c.get("user").id, c.req.valid("param").id);
    return c.json({ success: true, message: "Work deleted." });
  })
  .post("/works/:id/list", requireUser, validate("param", workParam), validateJson(listInput), async (c) => {
    const user = c.get("user");
    const author = await publicAuthor(c.get("db"), user);
    const item = await listWorkInMarketplace(
      c.get("db"),
      c.env,
      author,
      c.req.valid("param").id,
      c.req.valid("json").price,
    );
    return c.json({ success: true, item, message: "Listed in the marketplace." }, 201);
  })
  .post("/works/:id/edition", requireUser, validate("param", workParam), validateJson(editionInput), async (c) => {
    const db = c.get("db");
    const author = await publicAuthor(db, c.get("user"));
    const origin = linkOrigin(c.env, c.req.url);
    const edition = await publishWorkEdition(db, c.env, author, c.req.valid("param").id, c.req.valid("json"), origin);
    sendEditionNoticesSoon(c.executionCtx, c.env, db);
    return c.json({ success: true, edition }, 201);
  })
  .post("/create", requireUser, validateJson(createInput), async (c) => {
    const request = c.req.valid("json");
    const user = c.get("user");
    const { displayName: author } = await publicAuthor(c.get("db"), user);
    return runMeteredJob(c, "literary-create", "writer", async (ai, report) => {
      const work = await createWork(request, author, user.tier, ai, report);
      const id = await saveNewWork(c.get("db"), user.id, work);
      const wordCount = totalWords(work);
      return {
        success: true,
        workId: id,
        engine: work.engine,
        model: work.model,
        scaffold: work.scaffold,
        wordCount,
        suggestedPrice: suggestPrice(work.contentType, wordCount),
        chapters: work.chapters.map((ch) => ch.title),
        output: work.preview,
      };
    });
  })
  .post("/write-chapter", requireUser, validateJson(chapterRef), async (c) => {
    const { workId, chapterId } = c.req.valid("json");
    const user = c.get("user");
    // Ownership first, so nobody spends a use on a chapter that is not theirs.
    const target = await chapterToWrite(c.get("db"), user.id, workId, chapterId);
    return runMeteredJob(c, "literary-create", "writer", (ai, report) =>
      writeChapter(c.get("db"), user.id, target, ai, report),
    );
  })
  .post("/analyze", requireUser, validateJson(contentInput), (c) => {
    const { content } = c.req.valid("json");
    requireContent(content);
    return c.json(analyzeManuscript(content));
  })
  .post("/ghostwrite", requireUser, validateJson(ghostwriteInput), (c) => {
    const input = c.req.valid("json");
    requireContent(input.content);
    return runMeteredJob(c, "literary-ghostwrite", "writer", (ai, report) => ghostwrite(input, ai, report));
  })
  .post(
    "/generate",
    limitRequests(DEMO_LIMIT, (c) => [`ip:${clientIp(c)}`]),
    validateJson(demoInput),
    async (c) => c.json(await generateDemo(c.env, c.req.valid("json"))),
  )
  .get("/demo/:file", validate("param", demoFile), async (c) => {
    const object = await c.env.BUCKET.get(`demo/${c.req.valid("param").file}`);
    if (!object) throw new ApiError(404, "not_found", "This demo has expired or does not exist.");
    return new Response(object.body, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "Cache-Control": "private, max-age=3600",
      },
    });
  });
