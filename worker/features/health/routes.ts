import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { checkHealth } from "./service";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { ok, checks } = await checkHealth(c.get("db"), c.env);
  return c.json({ success: ok, status: ok ? "ok" : "degraded", checks }, ok ? 200 : 503);
});
