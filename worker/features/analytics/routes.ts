import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { clientIp, limitRequests } from "../../http/rate-limit";
import { validate, validateJson } from "../../http/validation";
import { readAnalyticsSettings, sendPageView } from "../admin";
import { MAX_PATH_CHARS, recordPageView } from "./pageviews";
import { creatorAnalytics, pageViewsByPage, RANGES } from "./report";

const pageviewInput = z.object({
  path: z.string().min(1).max(MAX_PATH_CHARS),
  /** The browser's own random id, for Google Analytics when an admin turned it on. */
  clientId: z.uuid().optional(),
});
const rangeQuery = z.object({
  range: z.coerce
    .number()
    .refine((days) => (RANGES as readonly number[]).includes(days), "Choose 7, 30 or 90 days.")
    .default(30)
    .transform((days) => days as (typeof RANGES)[number]),
});

/** Views one address may count an hour: a busy reader fits, a script inflating a product's traffic does not. */
export const PAGE_VIEWS = {
  name: "page-views",
  limit: 600,
  windowMs: 60 * 60 * 1000,
  message: "Too many page views from your network.",
};

export const analyticsRoutes = new Hono<AppEnv>()
  // Visitors' views count too (a store is browsed before sign-in); nothing about the viewer is stored.
  .post(
    "/pageview",
    limitRequests(PAGE_VIEWS, (c) => [`ip:${clientIp(c)}`]),
    validateJson(pageviewInput),
    async (c) => {
      const { path, clientId } = c.req.valid("json");
      const counted = await recordPageView(c.get("db"), path);
      const apiSecret = c.env.GA_API_SECRET;
      if (clientId && apiSecret) {
        const { gaTrackingId } = await readAnalyticsSettings(c.get("db"));
        const location = `${new URL(c.req.url).origin}${path.startsWith("/") ? path : `/${path}`}`;
        if (gaTrackingId) c.executionCtx.waitUntil(sendPageView(gaTrackingId, apiSecret, { clientId, location }));
      }
      return c.json({ success: true, counted });
    },
  )
  .get("/", requireUser, validate("query", rangeQuery), async (c) => {
    const user = c.get("user");
    const { range } = c.req.valid("query");
    const report = await creatorAnalytics(c.get("db"), user.id, range);
    const pages = user.role === "admin" ? await pageViewsByPage(c.get("db"), range) : null;
    return c.json({ success: true, ...report, pages });
  });
