import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users } from "../../../schema/auth";
import { textEngines } from "../../ai/engines";
import { runMeteredJob } from "../../ai/metered-job";
import { AiSession } from "../../ai/session";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { clientIp, limitRequests } from "../../http/rate-limit";
import { requestCountry } from "../../http/request-country";
import { assertUserText, validateJson } from "../../http/validation";
import { detectLanguage } from "../../text/language";
import { currencyOptimization } from "./currency";
import { marketInsights, translationNotes } from "./insights";
import { translateText } from "./translate";
import { localeAnswer } from "./visitor-currency";

const language = z.enum(PLATFORM_LANGUAGES);
const TRANSLATE_TYPES = [
  "marketplace_item",
  "course",
  "guide",
  "book",
  "post",
  "user_input",
  "humanized_content",
] as const;
const MAX_TRANSLATE_CHARS = 20_000;

const detectInput = z.object({ text: z.string() });
const translateInput = z.object({
  text: z.string(),
  targetLanguage: language,
  contentType: z.enum(TRANSLATE_TYPES).default("user_input"),
  sourceLanguage: language.optional(),
});
const insightsInput = z.object({
  sourceLanguage: z.string().max(10).default("en"),
  targetLanguage: language,
  contentType: z.enum(TRANSLATE_TYPES).default("guide"),
});
const optimizationInput = z.object({
  userRegion: z.string().trim().max(2).optional(),
  userLanguage: z.string().max(10).optional(),
  baseCurrency: z.literal("USD").default("USD"),
});
const languageInput = z.object({ language });

/** Open to visitors and may call a language model, so each address gets a bounded number of insight requests. */
const INSIGHTS_LIMIT = {
  name: "market-insights",
  limit: 100,
  windowMs: 10 * 60 * 1000,
  message: "Too many insight requests from this address. Please wait a few minutes.",
};

export const translateRoutes = new Hono<AppEnv>()
  .post("/detect", validateJson(detectInput), (c) => {
    const { text } = c.req.valid("json");
    assertUserText(text, "Please enter content to detect language.", MAX_TRANSLATE_CHARS);
    return c.json({ success: true, detection: detectLanguage(text) });
  })
  .post("/content", requireUser, validateJson(translateInput), (c) => {
    const input = c.req.valid("json");
    assertUserText(input.text, "Please enter content and select target language.", MAX_TRANSLATE_CHARS);
    return runMeteredJob(c, "translation", "translator", async (ai) => {
      const detected = detectLanguage(input.text);
      const sourceLanguage = input.sourceLanguage ?? (detected.language === "und" ? "en" : detected.language);
      const translated = await translateText(c.env, ai, { ...input, sourceLanguage });
      return {
        success: true,
        ...translated,
        language: input.targetLanguage,
        translation: {
          translatedText: translated.translatedText,
          originalLanguage: sourceLanguage,
          targetLanguage: input.targetLanguage,
          confidence: detected.confidence,
          ...translationNotes(input.targetLanguage),
        },
      };
    });
  })
  .post(
    "/insights",
    limitRequests(INSIGHTS_LIMIT, (c) => [`ip:${clientIp(c)}`]),
    validateJson(insightsInput),
    async (c) => c.json(await marketInsights(new AiSession(textEngines(c.env, "fast")), c.req.valid("json"))),
  );

export const globalRoutes = new Hono<AppEnv>()
  // The rate of the country's currency lets product pages show dollar prices in it too.
  .get("/locale", async (c) =>
    c.json(await localeAnswer(c.get("db"), c.req.header("accept-language"), requestCountry(c.req.raw))),
  )
  .post("/currency-optimization", validateJson(optimizationInput), async (c) => {
    const input = c.req.valid("json");
    return c.json(
      await currencyOptimization(c.get("db"), {
        ...input,
        userRegion: input.userRegion ?? requestCountry(c.req.raw) ?? undefined,
      }),
    );
  })
  .put("/language", requireUser, validateJson(languageInput), async (c) => {
    const { language: chosen } = c.req.valid("json");
    await c
      .get("db")
      .update(users)
      .set({ language: chosen })
      .where(eq(users.id, c.get("user").id));
    return c.json({ success: true, language: chosen });
  });
