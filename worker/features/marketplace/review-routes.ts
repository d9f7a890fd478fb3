import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { cacheForVisitors } from "../../http/edge-cache";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import { findItem } from "./item-reads";
import { addReview, recentPraise, replyToReview, reviewsAnswer } from "./reviews";
import { CATALOGUE_TTL, numericId } from "./route-inputs";

const reviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
const reviewParam = z.object({ reviewId: z.string().uuid("No such review.") });
const reviewInput = z.object({ rating: z.number().int().min(1).max(5), body: z.string().trim().max(2000).default("") });
const replyInput = z.object({ body: z.string().trim().min(1, "Write a reply.").max(2000) });

/** Reviews: read by anyone, written by buyers, answered by the product's creator. */
export const reviewRoutes = new Hono<AppEnv>()
  .get(
    "/item/:id/reviews",
    cacheForVisitors("catalogue", CATALOGUE_TTL),
    validate("param", numericId),
    validate("query", reviewsQuery),
    async (c) => {
      const viewer = c.get("user")?.id ?? null;
      const product = await findItem(c.get("db"), String(c.req.valid("param").id), viewer);
      if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
      return c.json(await reviewsAnswer(c.get("db"), product, c.req.valid("query").page, viewer));
    },
  )
  .get("/reviews/recent", cacheForVisitors("catalogue", CATALOGUE_TTL), async (c) => {
    return c.json({ success: true, reviews: await recentPraise(c.get("db")) });
  })
  .post(
    "/reviews/:reviewId/reply",
    requireUser,
    validate("param", reviewParam),
    validateJson(replyInput),
    async (c) => {
      const { reviewId } = c.req.valid("param");
      const reply = await replyToReview(c.get("db"), c.get("user").id, reviewId, c.req.valid("json").body);
      return c.json({ success: true, reply }, 201);
    },
  )
  .post("/item/:id/reviews", requireUser, validate("param", numericId), validateJson(reviewInput), async (c) => {
    const review = await addReview(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ success: true, review }, 201);
  });
