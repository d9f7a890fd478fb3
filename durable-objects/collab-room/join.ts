/**
 * Who joins a CollabRoom: the identity the worker checked before the WebSocket upgrade, carried to the room in a
 * header of a request the worker builds itself (`joinRequest`), so a browser can never set its own.
 */
import { z } from "zod";
import { PROJECT_ROLES } from "../../schema/collaborative-enums";

/**
 * The room's two kinds of socket: "room" carries the chat, presence and typing as JSON frames; "document" speaks the
 * y-websocket protocol exactly (binary sync, awareness and auth messages only), so stock Yjs clients can join it.
 */
export const ROOM_CHANNELS = ["room", "document"] as const;
export type RoomChannel = (typeof ROOM_CHANNELS)[number];

const roomIdentity = z.object({
  channel: z.enum(ROOM_CHANNELS),
  projectId: z.string(),
  userId: z.string(),
  /** The member's claim on this socket (durable-objects/member-sockets.ts), given back when it closes. */
  socketId: z.string(),
  /** The signed-in session (its stored hash, never the cookie), so signing out closes this session's sockets. */
  session: z.string(),
  /** When that session ends unless it is used again: the socket closes then, and a reconnect checks it afresh. */
  expiresAt: z.number(),
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
  canComment: z.boolean(),
  canEdit: z.boolean(),
  /** The site's address for links in e-mails about what this member writes here (mentions), when one is known. */
  origin: z.string().nullable().default(null),
});

/** Who a socket belongs to, as the worker checked it before the upgrade. */
export type RoomIdentity = z.output<typeof roomIdentity>;

const IDENTITY_HEADER = "X-Collab-Identity";

/** The upgrade the worker forwards for a member it checked: a fresh request, so no header of the browser's gets here. */
export function joinRequest(identity: z.input<typeof roomIdentity>): Request {
  return new Request("https://room/live", {
    headers: { Upgrade: "websocket", [IDENTITY_HEADER]: JSON.stringify(identity) },
  });
}

/** The identity a `joinRequest` carries, or null when the request has none the room can read. */
export function readIdentity(request: Request): RoomIdentity | null {
  const identity = roomIdentity.safeParse(JSON.parse(request.headers.get(IDENTITY_HEADER) ?? "null"));
  return identity.success ? identity.data : null;
}
