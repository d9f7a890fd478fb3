import { Hono } from "hono";
import { z } from "zod";
import { runMeteredJob } from "../../ai/metered-job";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import { numericId } from "./route-inputs";
import { draftTranslation } from "./translation-draft";
import { savedTranslation, translationParam } from "./translation-inputs";
import { deleteTranslation, draftSource, saveTranslation, translationsAnswer } from "./translations";

const draftRequest = translationParam.extend({ id: z.number().int().positive() });

/** A creator's translations of their own listing, and a model's draft of one (one use of their AI allowance). */
export const translationRoutes = new Hono<AppEnv>()
  .get("/items/:id/translations", requireUser, validate("param", numericId), async (c) =>
    c.json(await translationsAnswer(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  )
  .put(
    "/items/:id/translations/:language",
    requireUser,
    validate("param", translationParam),
    validateJson(savedTranslation),
    async (c) => {
      const { id, language } = c.req.valid("param");
      const { drafted, ...fields } = c.req.valid("json");
      const source = drafted ? "ai-reviewed" : "creator";
      return c.json(await saveTranslation(c.get("db"), c.get("user").id, id, language, fields, source));
    },
  )
  .delete("/items/:id/translations/:language", requireUser, validate("param", translationParam), async (c) => {
    const { id, language } = c.req.valid("param");
    return c.json(await deleteTranslation(c.get("db"), c.get("user").id, id, language));
  })
  .post("/translation-drafts", requireUser, validateJson(draftRequest), async (c) => {
    const { id, language } = c.req.valid("json");
    // Ownership is checked before the allowance is charged.
    const source = await draftSource(c.get("db"), c.get("user").id, id);
    return runMeteredJob(c, "translation", "translator", async (ai) => ({
      success: true as const,
      ...(await draftTranslation(ai, source, language)),
    }));
  });
