import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { COVER_PATH } from "../../common/covers";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { validate } from "../../http/validation";
import { drawCoversAhead } from "./cover-drawing";
import { MAX_COVER_BYTES, readGeneratedCover, readUploadedCover, removeCover, replaceCover } from "./covers";
import { numericId } from "./route-inputs";

const coverForm = z.object({
  cover: z.instanceof(File, { message: "Attach the cover image (JPEG, PNG or WebP)." }),
});

/** A creator's cover for their own product: upload one (replacing any before it) or go back to the generated one. */
export const coverOwnerRoutes = new Hono<AppEnv>()
  .put(
    "/items/:id/cover",
    requireUser,
    bodyLimit({
      maxSize: MAX_COVER_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "Choose a cover image smaller than 5 MB.");
      },
    }),
    validate("param", numericId),
    validate("form", coverForm),
    async (c) => {
      const { id } = c.req.valid("param");
      const item = await replaceCover(c.get("db"), c.env, c.get("user").id, id, c.req.valid("form").cover);
      return c.json({ success: true, item });
    },
  )
  .delete("/items/:id/cover", requireUser, validate("param", numericId), async (c) => {
    const item = await removeCover(c.get("db"), c.env, c.get("user").id, c.req.valid("param").id);
    await drawCoversAhead(c.env, item.id);
    return c.json({ success: true, item });
  });

/** Public covers: each name is fixed to one picture (a new cover gets a new name), so browsers keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const imageHeaders = (type: string) => ({
  "content-type": type,
  "cache-control": IMMUTABLE,
  "x-content-type-options": "nosniff",
});

const nameParam = z.object({ name: z.string().max(64) });
const cardWidth = z.object({ width: z.coerce.number().int().min(160).max(1600).optional() });

export const coverRoutes = new Hono<AppEnv>()
  .get("/generated/:name", validate("param", nameParam), async (c) => {
    const cover = await readGeneratedCover(c.get("db"), c.env, c.req.valid("param").name, c.get("user")?.id ?? null);
    if (cover.found)
      return c.body(cover.bytes, 200, {
        ...imageHeaders("image/jpeg"),
        ...(cover.published ? {} : { "cache-control": "private, no-store" }),
      });
    // A page cached before the product's title changed still shows its cover: the current one, not cached for long.
    if (cover.current) return c.redirect(`${COVER_PATH}generated/${cover.current}`, 302);
    throw new ApiError(404, "not_found", "No such cover.");
  })
  .get("/:name", validate("param", nameParam), validate("query", cardWidth), async (c) => {
    const { width } = c.req.valid("query");
    // Where the deploy resizes images, a card asks for a smaller copy; the resizer fetches the original from here.
    if (width && c.env.IMAGE_RESIZING === "on" && !c.req.header("via")?.includes("image-resizing")) {
      const original = new URL(c.req.url);
      original.search = "";
      return fetch(original, { cf: { image: { width, fit: "scale-down" } } });
    }
    const cover = await readUploadedCover(c.env, c.req.valid("param").name);
    if (!cover) throw new ApiError(404, "not_found", "No such cover.");
    return c.body(cover.body, 200, {
      ...imageHeaders(cover.httpMetadata?.contentType ?? "application/octet-stream"),
      etag: cover.httpEtag,
    });
  });
