import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { cacheForVisitors } from "../../http/edge-cache";
import { literaryStats, platformStats } from "./stats";

/** Counting every row is cheap but not free: visitors share one answer for five minutes (or until the catalogue changes). */
const STATS_TTL = 300;

/** Public figures about the platform (GET /api/platform/stats and /literary-stats), open to visitors. */
export const platformStatsRoutes = new Hono<AppEnv>()
  .get("/stats", cacheForVisitors("catalogue", STATS_TTL), async (c) =>
    c.json({ success: true as const, ...(await platformStats(c.get("db"))) }),
  )
  .get("/literary-stats", cacheForVisitors("catalogue", STATS_TTL), async (c) =>
    c.json({ success: true as const, ...(await literaryStats(c.get("db"))) }),
  );
