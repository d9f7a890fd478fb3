import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { refreshStatus, statusHub } from "./hub";

/** `/api/automated-system`: the status, measured now, and the live feed of its changes. */
export const automatedSystemRoutes = new Hono<AppEnv>()
  .get("/status", requireUser, async (c) =>
    c.json({ success: true as const, ...(await refreshStatus(c.get("db"), c.env)) }),
  )
  .get("/live", requireUser, async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError(400, "invalid_input", "This address takes a WebSocket.");
    const upgraded = await statusHub(c.env).fetch(
      new Request("https://hub/live", { headers: { Upgrade: "websocket" } }),
    );
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  });
