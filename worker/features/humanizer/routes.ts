import { Hono } from "hono";
import { z } from "zod";
import { runMeteredJob } from "../../ai/metered-job";
import {
  CONTENT_TYPES,
  HUMANIZER_LEVELS,
  HUMANIZER_STYLES,
  OVERKILL_INTENSITIES,
  SMART_INTENSITIES,
  UNIFIED_TYPES,
} from "../../common/humanizer-modes";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { assertUserText, validate, validateJson } from "../../http/validation";
import { assertImageMarkers } from "./images";
import { humanizeDemo, MAX_CONTENT_CHARS, overkillMode, smartMode, unifiedAi } from "./service";

const demoInput = z.object({
  text: z.string(),
  style: z.enum(HUMANIZER_STYLES).default("conversational"),
  level: z.enum(HUMANIZER_LEVELS).default("standard"),
});
const smartInput = z.object({
  content: z.string(),
  intensity: z.enum(SMART_INTENSITIES).default("aggressive"),
  contentType: z.enum(CONTENT_TYPES).default("business"),
});
const overkillInput = z.object({
  content: z.string(),
  intensity: z.enum(OVERKILL_INTENSITIES).default("maximum"),
  contentType: z.enum(CONTENT_TYPES).default("business"),
  includeImages: z.boolean().default(false),
});
const unifiedInput = z.object({ content: z.string(), type: z.enum(UNIFIED_TYPES).default("text") });
const imageKey = z.object({ key: z.string().regex(/^[0-9a-f-]{36}\.(?:svg|png|jpeg|webp)$/, "Unknown image.") });

export const humanizerRoutes = new Hono<AppEnv>()
  .post("/humanizer/demo", requireUser, validateJson(demoInput), (c) => {
    const input = c.req.valid("json");
    assertUserText(input.text, "Please enter text to humanize.", MAX_CONTENT_CHARS);
    return runMeteredJob(c, "humanizer", "writer", (ai, report) => humanizeDemo(input, ai, report));
  })
  .post("/smart-mode", requireUser, validateJson(smartInput), (c) => {
    const input = c.req.valid("json");
    assertUserText(input.content, "Please enter content to process.", MAX_CONTENT_CHARS);
    return runMeteredJob(c, "smart-mode", "writer", (ai, report) => smartMode(input, ai, report));
  })
  .post("/overkill-mode", requireUser, validateJson(overkillInput), (c) => {
    const input = c.req.valid("json");
    assertUserText(input.content, "Please enter content to process.", MAX_CONTENT_CHARS);
    if (input.includeImages) assertImageMarkers(input.content);
    return runMeteredJob(c, "overkill-mode", "writer", (ai, report) =>
      overkillMode(input, { ai, env: c.env, db: c.get("db"), userId: c.get("user").id }, report),
    );
  })
  .post("/unified-ai", requireUser, validateJson(unifiedInput), (c) => {
    const input = c.req.valid("json");
    assertUserText(input.content, "Please enter content to process.", MAX_CONTENT_CHARS);
    assertImageMarkers(input.content);
    return runMeteredJob(c, "unified-ai", "writer", (ai, report) =>
      unifiedAi(input, { ai, env: c.env, db: c.get("db"), userId: c.get("user").id }, report),
    );
  })
  .get("/ai/images/:key", requireUser, validate("param", imageKey), async (c) => {
    const { key } = c.req.valid("param");
    // Whose picture it is comes from its metadata: someone else's is never opened, not even to be thrown away.
    const stored = await c.env.BUCKET.head(`ai-images/${key}`);
    const object = stored?.customMetadata?.ownerId === c.get("user").id && (await c.env.BUCKET.get(`ai-images/${key}`));
    if (!object) throw new ApiError(404, "not_found", "No such image.");
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        "Cache-Control": "private, max-age=86400",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  });
