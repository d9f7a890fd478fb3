import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { clientIp, limitRequests } from "../../http/rate-limit";
import { checkHealth } from "./health-check";

/** Enough for any monitor polling every few seconds, and no more. */
const HEALTH_LIMIT = {
  name: "health",
  limit: 60,
  windowMs: 60 * 1000,
  message: "Too many health checks from this address. Poll at most once a second.",
};

export const healthRoutes = new Hono<AppEnv>()
  // Liveness: the worker answers. It touches no binding, so it is also the bench's bare route to compare with.
  .get("/live", (c) => c.json({ success: true, status: "live" }))
  .get(
    "/",
    limitRequests(HEALTH_LIMIT, (c) => [`ip:${clientIp(c)}`]),
    async (c) => {
      const { ok, checks } = await checkHealth(c.get("db"), c.env);
      return c.json({ success: ok, status: ok ? "ok" : "degraded", checks }, ok ? 200 : 503);
    },
  );
