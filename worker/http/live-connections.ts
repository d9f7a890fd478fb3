import type { Context } from "hono";
import type { AppEnv } from "../env";
import { limitRequests } from "./rate-limit";

/**
 * Live sockets a member may open across the whole platform (project rooms, documents, status dashboards): enough
 * for many tabs reconnecting after a network blip, too few to pile sockets up on the Durable Objects. Each room
 * also holds at most a few per member at once (durable-objects/collab-limits.ts).
 */
export const LIVE_CONNECTIONS = {
  name: "live-connect",
  limit: 120,
  windowMs: 10 * 60 * 1000,
  message: "You opened too many live connections in a short time. Please wait a few minutes.",
};

/** Counts a signed-in member's socket upgrade against LIVE_CONNECTIONS; put after `requireUser`. */
export const limitLiveConnections = limitRequests(LIVE_CONNECTIONS, (c: Context<AppEnv>) => [
  `user:${c.get("user")?.id}`,
]);
