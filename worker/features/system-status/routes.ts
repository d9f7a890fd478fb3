import { Hono } from "hono";
import { watchRequest } from "../../../durable-objects/status-hub";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { claimLiveSocket, limitLiveConnections, refusedSocket } from "../../http/live-connections";
import { currentStatus, statusFor, statusHub } from "./hub";

/** `/api/automated-system`: the status, measured now, and the live feed of its changes. */
export const automatedSystemRoutes = new Hono<AppEnv>()
  .get("/status", requireUser, async (c) =>
    c.json({ success: true as const, ...statusFor(c.get("user"), await currentStatus(c.get("db"), c.env)) }),
  )
  .get("/live", requireUser, limitLiveConnections, async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError(400, "invalid_input", "This address takes a WebSocket.");
    const user = c.get("user");
    const socketId = await claimLiveSocket(c.env, user.id, "");
    if (!socketId) return refusedSocket();
    const upgraded = await statusHub(c.env).fetch(
      watchRequest({
        userId: user.id,
        socketId,
        session: c.get("sessionId") ?? "",
        expiresAt: c.get("sessionExpiresAt") ?? Date.now(),
        admin: user.role === "admin",
      }),
    );
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  });
