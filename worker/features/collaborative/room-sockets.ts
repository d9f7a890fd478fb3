import type { Context } from "hono";
import type { RoomChannel } from "../../../durable-objects/collab-room/join";
import { joinRequest } from "../../../durable-objects/collab-room/room";
import { MAX_LIVE_SOCKETS_PER_MEMBER } from "../../../durable-objects/member-sockets";
import { laterLinkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { claimLiveSocket, LIVE_CONNECTIONS, refusedSocket } from "../../http/live-connections";
import { countAndLimit } from "../../http/rate-limit";
import { can, membershipOf } from "./access";
import { memberName } from "./members";
import { projectRoom } from "./room";

/**
 * Opens one of a member's sockets to a project's room, on either channel (durable-objects/collab-room/join.ts): checks the
 * session, the upgrade, the member's allowance of new and open sockets and their membership, then hands the room a
 * join request carrying who they are. Refusals are ApiErrors, so each route answers them its own way.
 */
export async function openRoomSocket(c: Context<AppEnv>, projectId: string, channel: RoomChannel): Promise<Response> {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
    throw new ApiError(400, "invalid_input", "This address takes a WebSocket.");
  await countAndLimit(c.get("db"), LIVE_CONNECTIONS, [`user:${user.id}`]);
  const membership = await membershipOf(c.get("db"), projectId, user.id);
  const socketId = await claimLiveSocket(c.env, user.id, projectId);
  if (!socketId) {
    const message = `You have ${MAX_LIVE_SOCKETS_PER_MEMBER} live connections open already: close a few tabs.`;
    if (channel === "document") throw new ApiError(429, "rate_limited", message);
    return refusedSocket({ type: "error", code: "rate_limited", message });
  }
  const upgraded = await projectRoom(c.env, projectId).fetch(
    joinRequest({
      channel,
      projectId,
      userId: user.id,
      socketId,
      session: c.get("sessionId") ?? "",
      expiresAt: c.get("sessionExpiresAt") ?? Date.now(),
      name: await memberName(c.get("db"), user.id),
      role: membership.role,
      canComment: can(membership, "comment"),
      canEdit: can(membership, "edit"),
      origin: laterLinkOrigin(c.env, c.req.url),
    }),
  );
  // A fresh response: the object's answer has immutable headers, and the middleware adds the platform's own.
  return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
}
