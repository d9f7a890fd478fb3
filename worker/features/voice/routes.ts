import { Hono } from "hono";
import { z } from "zod";
import { VOICE_PERSPECTIVES, VOICE_TONES } from "../../../schema/voice-enums";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import { DEFAULT_WORK_SETTINGS } from "../../common/literary-options";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validateJson } from "../../http/validation";
import { publicAuthor } from "../auth";
import { listWorkInMarketplace, saveNewWork } from "../literary";
import { updateListing } from "../marketplace";
import { generateInVoice } from "./generate";
import { refineVoice } from "./refine";
import { readVoice, requireVoice, saveVoice } from "./store";
import { analyzeVoice, explainVoice } from "./stylometry";

/** Spec decision 9: the sample needs 200 characters, and the label says characters. */
export const MIN_SAMPLE_CHARS = 200;
const MAX_SAMPLE_CHARS = 50_000;
const scaleValue = z.number().int().min(1).max(10);

const analyzeInput = z.object({
  writingSample: z
    .string()
    .trim()
    .min(1, "Sample Required: Please provide a writing sample to analyze your voice.")
    .min(MIN_SAMPLE_CHARS, `The sample needs at least ${MIN_SAMPLE_CHARS} characters.`)
    .max(MAX_SAMPLE_CHARS, `At most ${MAX_SAMPLE_CHARS.toLocaleString("en-US")} characters.`),
  // The spec's call sends the writer's stated preferences; the profile is measured from the sample instead.
  preferences: z.object({ tone: z.string().max(40).optional(), style: z.string().max(40).optional() }).optional(),
});
const profileChanges = z
  .object({
    tone: z.enum(VOICE_TONES),
    perspective: z.enum(VOICE_PERSPECTIVES),
    humor: scaleValue,
    technicality: scaleValue,
    emotion: scaleValue,
    storytelling: scaleValue,
    examples: z.boolean(),
    metaphors: z.boolean(),
  })
  .partial();
const generateInput = z.object({
  prompt: z.string().trim().min(1, "Prompt Required: Please provide a content prompt.").max(2000),
  // The spec's call names a generation service; the platform's engines choose, and the answer says which wrote it.
  aiService: z.string().max(40).optional(),
});
const contentInput = z.object({
  title: z.string().trim().min(1, "Give the content a title.").max(200),
  content: z.string().trim().min(1, "There is no content to save.").max(200_000),
});

/** An analysis may ask a model for its reading of the sample: a person's pace. */
const ANALYSES: RateLimitRule = {
  name: "voice-analyze",
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "At most 30 voice analyses an hour. Try again later.",
};

/** Generations run a model: a person's pace. */
const GENERATIONS: RateLimitRule = {
  name: "voice-generate",
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "At most 60 generations an hour. Try again later.",
};

const answer = (voice: Awaited<ReturnType<typeof readVoice>>) =>
  voice
    ? {
        profile: voice.profile,
        measures: voice.measures,
        evidence: voice.evidence,
        refinement: voice.refinement,
        explanations: explainVoice(voice.profile, voice.measures, voice.evidence),
      }
    : { profile: null };

export const voiceRoutes = new Hono<AppEnv>()
  .get("/profile", requireUser, async (c) =>
    c.json({ success: true as const, ...answer(await readVoice(c.get("db"), c.get("user").id)) }),
  )
  .post(
    "/analyze",
    requireUser,
    validateJson(analyzeInput),
    limitRequests(ANALYSES, (c) => [`user:${c.get("user")?.id}`]),
    async (c) => {
      const sample = c.req.valid("json").writingSample;
      const measured = analyzeVoice(sample);
      const refined = await refineVoice(new AiSession(textEngines(c.env, "fast")), sample, measured.profile);
      const voice = { ...measured, ...refined };
      return c.json({ success: true as const, ...answer(await saveVoice(c.get("db"), c.get("user").id, voice)) });
    },
  )
  .put("/profile", requireUser, validateJson(profileChanges), async (c) => {
    const db = c.get("db");
    const current = await requireVoice(db, c.get("user").id);
    const saved = await saveVoice(db, c.get("user").id, {
      profile: { ...current.profile, ...c.req.valid("json") },
      measures: current.measures,
      evidence: current.evidence,
      refinement: current.refinement,
    });
    return c.json({ success: true as const, ...answer(saved) });
  })
  .post(
    "/generate",
    requireUser,
    limitRequests(GENERATIONS, (c) => [`user:${c.get("user")?.id}`]),
    validateJson(generateInput),
    async (c) => {
      const voice = await requireVoice(c.get("db"), c.get("user").id);
      const ai = new AiSession(textEngines(c.env, "writer"));
      const result = await generateInVoice(ai, c.req.valid("json").prompt, voice.profile, voice.measures);
      return c.json({ success: true as const, ...result });
    },
  )
  .post("/save", requireUser, validateJson(contentInput), async (c) => {
    const { title, content } = c.req.valid("json");
    const workId = await saveNewWork(c.get("db"), c.get("user").id, {
      title,
      contentType: "book",
      settings: { ...DEFAULT_WORK_SETTINGS, description: "", wordCount: 0 },
      chapters: [{ title, body: content }],
      engine: "offline",
      model: "",
      scaffold: false,
    });
    return c.json({ success: true as const, workId, link: `/literary?work=${workId}` }, 201);
  })
  .post("/export", requireUser, validateJson(contentInput), async (c) => {
    const { title, content } = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const workId = await saveNewWork(db, user.id, {
      title,
      contentType: "book",
      settings: { ...DEFAULT_WORK_SETTINGS, description: "", wordCount: 0 },
      chapters: [{ title, body: content }],
      engine: "offline",
      model: "",
      scaffold: false,
    });
    const item = await listWorkInMarketplace(db, c.env, await publicAuthor(db, user), workId);
    // A draft: the creator sets its price and publishes it from My Products.
    await updateListing(db, user.id, item.id, { status: "unpublished" });
    return c.json({ success: true as const, workId, productId: item.id, link: "/my-products" }, 201);
  });
