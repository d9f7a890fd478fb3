import type { Context } from "hono";
import { TOO_MANY_SOCKETS_CLOSE_CODE } from "../../durable-objects/collab-protocol";
import type { AppEnv, Env } from "../env";
import { limitRequests } from "./rate-limit";

/**
 * Live sockets a member may open across the whole platform (project rooms, documents, status dashboards): enough
 * for many tabs reconnecting after a network blip, too few to churn sockets on the Durable Objects. How many a
 * member holds at once is bounded too: per room (durable-objects/collab-limits.ts) and everywhere
 * (durable-objects/member-sockets.ts).
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

/** The member's socket counter. */
export const memberSockets = (env: Env, userId: string) => env.MEMBER_SOCKETS.getByName(userId);

/** Claims one of the member's live sockets: its id, or null when they hold the most already. */
export async function claimLiveSocket(env: Env, userId: string): Promise<string | null> {
  const socketId = crypto.randomUUID();
  return (await memberSockets(env, userId).claim(socketId)) ? socketId : null;
}

/**
 * The answer to an upgrade refused because the member holds the most live sockets: a socket that says why (when the
 * protocol has a frame for it) and closes at once with a code a client does not retry (4429).
 */
export function refusedSocket(frame?: object): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  if (frame) server.send(JSON.stringify(frame));
  server.close(TOO_MANY_SOCKETS_CLOSE_CODE, "Too many connections");
  return new Response(null, { status: 101, webSocket: client });
}
