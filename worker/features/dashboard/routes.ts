import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { limitRequests } from "../../http/rate-limit";
import { rankSuggestions } from "./assistant";
import { dashboardOverview, suggestNextSteps } from "./overview";
import { summarizeCreator } from "./service";

/** The assistant may ask a model each time it is opened: a few times an hour is plenty. */
export const ASSISTANT_ASKS = {
  name: "dashboard-assistant",
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "You asked the assistant many times this hour. Please wait a little.",
};

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/summary", requireUser, async (c) => {
    const user = c.get("user");
    const summary = await summarizeCreator(c.get("db"), user);
    return c.json({ success: true, tier: user.tier, ...summary });
  })
  .get("/overview", requireUser, async (c) =>
    c.json({ success: true, ...(await dashboardOverview(c.get("db"), c.get("user").id)) }),
  )
  .get(
    "/assistant",
    requireUser,
    limitRequests(ASSISTANT_ASKS, (c) => [`user:${c.get("user")?.id}`]),
    async (c) => {
      const { facts, suggestions } = await suggestNextSteps(c.get("db"), c.get("user").id);
      return c.json({ success: true, ...(await rankSuggestions(c.env, facts, suggestions)) });
    },
  );
