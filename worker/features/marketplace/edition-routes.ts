import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { chapterInEditions, compareEditions, requireEditionReader } from "./edition-compare";
import {
  ALL_PRODUCTS,
  optOutTarget,
  sendEditionNoticesSoon,
  setUpdateEmails,
  updateEmailChoices,
} from "./edition-notices";
import { editionText, publishEdition } from "./editions";
import { MAX_PRODUCT_FILE_BYTES } from "./files";
import { numericId } from "./route-inputs";

const newEdition = z.object({
  ...editionText,
  file: z.instanceof(File, { message: "Attach the new edition's file (PDF, EPUB or ZIP)." }),
});

const editionNumber = z.coerce.number().int().positive().max(10_000);
/** Comparisons one reader may ask for in ten minutes (each pair of editions is worked out once, then kept). */
export const EDITION_COMPARES: RateLimitRule = {
  name: "edition-compare",
  limit: 120,
  windowMs: 10 * 60 * 1000,
  message: "You compared editions many times in a short while. Please wait a few minutes.",
};

const comparison = z
  .object({ from: editionNumber, to: editionNumber, chapter: z.string().uuid("Unknown chapter.").optional() })
  .refine((q) => q.from !== q.to, { message: "Choose two different editions.", path: ["to"] });

const tokenParam = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/, "This link is not valid.") });
const optOutChoice = z.object({ scope: z.enum(["product", "all"]) });
const updateChoice = z.object({ productId: z.number().int().min(ALL_PRODUCTS), emails: z.boolean() });

/**
 * A product's editions (the changelog comes with the product, GET /item/:id): the creator publishes one (buyers are
 * e-mailed), buyers and the creator compare two; and buyers choose which update e-mails they get, signed in or from an e-mail's link.
 */
export const editionRoutes = new Hono<AppEnv>()
  .post(
    "/items/:id/editions",
    requireUser,
    bodyLimit({
      maxSize: MAX_PRODUCT_FILE_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The file is larger than 25 MB.");
      },
    }),
    validate("param", numericId),
    validate("form", newEdition),
    async (c) => {
      const { file, label, notes } = c.req.valid("form");
      const db = c.get("db");
      const origin = linkOrigin(c.env, c.req.url);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const edition = await publishEdition(
        db,
        c.env,
        c.get("user").id,
        c.req.valid("param").id,
        { label, notes, bytes },
        origin,
      );
      sendEditionNoticesSoon(c.executionCtx, c.env, db);
      return c.json({ success: true, edition }, 201);
    },
  )
  .get(
    "/items/:id/editions/compare",
    requireUser,
    limitRequests(EDITION_COMPARES, (c) => [`user:${c.get("user")?.id}`]),
    validate("param", numericId),
    validate("query", comparison),
    async (c) => {
      const db = c.get("db");
      const productId = c.req.valid("param").id;
      const { from, to, chapter } = c.req.valid("query");
      await requireEditionReader(db, productId, c.get("user").id);
      if (chapter) {
        return c.json({ success: true, chapter: await chapterInEditions(db, c.env, productId, from, to, chapter) });
      }
      return c.json({ success: true, ...(await compareEditions(db, c.env, productId, from, to)) });
    },
  )
  .get("/updates", requireUser, async (c) =>
    c.json({ success: true, ...(await updateEmailChoices(c.get("db"), c.get("user").id)) }),
  )
  .put("/updates", requireUser, validateJson(updateChoice), async (c) => {
    const { productId, emails } = c.req.valid("json");
    await setUpdateEmails(c.get("db"), c.get("user").id, productId, emails);
    return c.json({ success: true, ...(await updateEmailChoices(c.get("db"), c.get("user").id)) });
  })
  .get("/updates/stop/:token", validate("param", tokenParam), async (c) => {
    const target = await optOutTarget(c.get("db"), c.req.valid("param").token);
    return c.json({ success: true, product: { id: target.productId, title: target.title } });
  })
  .post("/updates/stop/:token", validate("param", tokenParam), validateJson(optOutChoice), async (c) => {
    const db = c.get("db");
    const target = await optOutTarget(db, c.req.valid("param").token);
    const all = c.req.valid("json").scope === "all";
    await setUpdateEmails(db, target.userId, all ? ALL_PRODUCTS : target.productId, false);
    return c.json({ success: true, product: { id: target.productId, title: target.title }, all });
  });
