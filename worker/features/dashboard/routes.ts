import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { dashboardOverview, suggestNextSteps } from "./overview";
import { summarizeCreator } from "./service";

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/summary", requireUser, async (c) => {
    const user = c.get("user");
    const summary = await summarizeCreator(c.get("db"), user.id);
    return c.json({ success: true, tier: user.tier, ...summary });
  })
  .get("/overview", requireUser, async (c) =>
    c.json({ success: true, ...(await dashboardOverview(c.get("db"), c.get("user").id)) }),
  )
  .get("/assistant", requireUser, async (c) =>
    c.json({
      success: true,
      engine: "rules" as const,
      suggestions: await suggestNextSteps(c.get("db"), c.get("user").id),
    }),
  );
