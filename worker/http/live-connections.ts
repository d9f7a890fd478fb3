import type { Context } from "hono";
import { TOO_MANY_SOCKETS_CLOSE_CODE } from "../../durable-objects/collab-room/protocol";
import type { AppEnv, Env } from "../env";
import { ApiError } from "./errors";
import { limitRequests } from "./rate-limit";

/**
 * Live sockets a member may open across the whole platform (project rooms, documents, status dashboards): enough
 * for many tabs reconnecting after a network blip, too few to churn sockets on the Durable Objects. How many a
 * member holds at once is bounded too: per room (durable-objects/collab-room/limits.ts) and everywhere
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

/**
 * Claims one of the member's live sockets, in a project's room (its id) or on the status dashboard (""): the socket's
 * id, or null when they hold the most already.
 */
export async function claimLiveSocket(env: Env, userId: string, place: string): Promise<string | null> {
  const socketId = crypto.randomUUID();
  return (await memberSockets(env, userId).claim(socketId, place)) ? socketId : null;
}

/**
 * The answer to an upgrade refused because the member holds the most live sockets: a socket that says why (when the
 * protocol has a frame for it) and closes at once with a code a client does not retry (4429).
 */
export function refusedSocket(frame?: object): Response {
  return closedSocket(TOO_MANY_SOCKETS_CLOSE_CODE, "Too many connections", frame);
}

/** An upgraded socket that (after the frame, if any) closes at once with the code and reason. */
function closedSocket(code: number, reason: string, frame?: object): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  if (frame) server.send(JSON.stringify(frame));
  // A close reason holds at most 123 bytes.
  server.close(code, new TextEncoder().encode(reason).length > 123 ? reason.slice(0, 40) : reason);
  return new Response(null, { status: 101, webSocket: client });
}

/**
 * For a socket stock clients open (y-websocket's `WebsocketProvider`), which cannot read an HTTP answer to an upgrade:
 * a refusal while opening it (no session, no such project, too many connections: an ApiError from `open`) becomes a
 * socket that closes at once with 4000 + the status (4401, 4404, 4429), the range those clients take as final, with
 * the error's message as the reason.
 */
export async function refusalsAsCloseCodes(open: () => Promise<Response>): Promise<Response> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status > 499) throw error;
    return closedSocket(4000 + error.status, error.message);
  }
}
