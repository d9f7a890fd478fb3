import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { summarizeCreator } from "./service";

export const dashboardRoutes = new Hono<AppEnv>().get("/summary", requireUser, async (c) => {
  const user = c.get("user");
  const summary = await summarizeCreator(c.get("db"), user.id);
  return c.json({ success: true, tier: user.tier, ...summary });
});
