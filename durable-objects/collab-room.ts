/**
 * CollabRoom: one Durable Object per collaborative project, holding that project's live sockets.
 *
 * Design note — one source of truth: chat history lives in this object's own SQLite storage. A message is written
 * there (synchronously; the runtime holds outgoing frames until the write is durable) before it is broadcast, and
 * `GET …/messages` reads the same table through the object, so a message that was broadcast is always in the
 * history, survives the object being evicted, and has an id that orders it. Writing to D1 instead cost a network
 * round trip per message and put the room's broadcasts seconds behind under load (see `npm run bench`).
 *
 * How the worker talks to the room: it checks the session and the membership first, then calls the room's public
 * methods on the stub as typed RPC (`post`, `history`, `announce`, `removeMember`, `deleteProject`, `presence`); the
 * object trusts its caller. The one request is the WebSocket upgrade, which the worker forwards as a fresh request
 * built by `joinRequest`, carrying the identity it checked, so a browser can never set its own. Sockets keep that
 * identity in a serialized attachment, so it survives hibernation. The frames both sides send, the close codes and
 * the message limit are in collab-protocol.ts, which the web app shares.
 */
import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { PROJECT_ROLES } from "../schema/collaborative-enums";
import type { ErrorCode } from "../worker/common/error-codes";
import type { Env } from "../worker/env";
import {
  type ChatMessage,
  type ClientFrame,
  DELETED_CLOSE_CODE,
  MAX_CLIENT_ID_CHARS,
  MAX_MESSAGE_CHARS,
  type Member,
  type Presence,
  type ProjectChange,
  REMOVED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
} from "./collab-protocol";

const HISTORY_LIMIT = 500;
/** The most messages of one member a data export takes from one room. */
const MESSAGES_EXPORTED = 10_000;
const OPEN = 1;
/** A frame is a message of at most 4,000 characters and a little JSON around it; anything larger is not read. */
const MAX_FRAME_BYTES = MAX_MESSAGE_CHARS * 4 + 1024;
/** Each connection may send 10 frames a second, in bursts of up to 20. */
const FRAMES_PER_SECOND = 10;
const FRAME_BURST = 20;

/** A connection's frame allowance (a token bucket). Kept in memory: it refills anyway while the room hibernates. */
interface Allowance {
  tokens: number;
  at: number;
}

const roomIdentity = z.object({
  projectId: z.string(),
  userId: z.string(),
  /** The signed-in session (its stored hash, never the cookie), so signing out closes this session's sockets. */
  session: z.string(),
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
  canComment: z.boolean(),
});

/** Who a socket belongs to, as the worker checked it before the upgrade. */
export type RoomIdentity = z.infer<typeof roomIdentity>;

const IDENTITY_HEADER = "X-Collab-Identity";

const sessionTag = (session: string) => `session:${session}`;

/** The upgrade the worker forwards for a member it checked: a fresh request, so no header of the browser's gets here. */
export function joinRequest(identity: RoomIdentity): Request {
  return new Request("https://room/live", {
    headers: { Upgrade: "websocket", [IDENTITY_HEADER]: JSON.stringify(identity) },
  });
}

/** A frame as the room reads it: a message that is not text counts as blank, so its sender hears why it was refused. */
const clientFrame = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message"),
    message: z.string().catch(""),
    clientId: z.string().max(MAX_CLIENT_ID_CHARS).optional().catch(undefined),
  }),
  z.object({ type: z.literal("typing") }),
  z.object({ type: z.literal("ping") }),
]) satisfies z.ZodType<ClientFrame>;

export class CollabRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id TEXT NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at INTEGER NOT NULL)",
    );
    // The sender's own id for a message: a resend after a lost connection is stored once, not twice.
    const columns = ctx.storage.sql.exec<{ name: string }>("PRAGMA table_info(messages)").toArray();
    if (!columns.some((column) => column.name === "client_id"))
      ctx.storage.sql.exec("ALTER TABLE messages ADD COLUMN client_id TEXT");
    ctx.storage.sql.exec(
      "CREATE UNIQUE INDEX IF NOT EXISTS messages_sender_client_id ON messages (author_id, client_id) WHERE client_id IS NOT NULL",
    );
  }

  /** Only the WebSocket upgrade comes as a request (see `joinRequest`); everything else is an RPC method. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("This object takes a WebSocket.", { status: 426 });
    }
    const identity = roomIdentity.safeParse(JSON.parse(request.headers.get(IDENTITY_HEADER) ?? "null"));
    if (!identity.success) return new Response("Missing identity", { status: 400 });
    const me = identity.data;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [me.userId, sessionTag(me.session)]);
    server.serializeAttachment(me);
    this.#send(server, { type: "welcome", presence: this.presence(), you: me.userId });
    this.#broadcast({ type: "presence", presence: this.presence() }, server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Stores a message posted over HTTP and sends it to everyone connected; returns it as they receive it. A message
   * its sender already sent with the same client id is not stored again.
   */
  post(author: Member, text: string, clientId?: string): ChatMessage {
    const message = this.#store(author, text, clientId);
    this.#broadcast({ type: "message", message, clientId });
    return message;
  }

  /** Messages after an id (what a reconnecting client missed), oldest first. */
  history(after: number): ChatMessage[] {
    return this.ctx.storage.sql
      .exec<{ id: number; author_id: string; author: string; message: string; created_at: number }>(
        "SELECT id, author_id, author, message, created_at FROM messages WHERE id > ? ORDER BY id LIMIT ?",
        Number.isFinite(after) ? after : 0,
        HISTORY_LIMIT,
      )
      .toArray()
      .map((row) => ({
        id: row.id,
        authorId: row.author_id,
        author: row.author,
        message: row.message,
        timestamp: row.created_at,
      }));
  }

  /** Messages one member wrote here, oldest first, for their data export; at most `MESSAGES_EXPORTED`. */
  messagesBy(userId: string): ChatMessage[] {
    return this.ctx.storage.sql
      .exec<{ id: number; author: string; message: string; created_at: number }>(
        "SELECT id, author, message, created_at FROM messages WHERE author_id = ? ORDER BY id LIMIT ?",
        userId,
        MESSAGES_EXPORTED,
      )
      .toArray()
      .map((row) => ({
        id: row.id,
        authorId: userId,
        author: row.author,
        message: row.message,
        timestamp: row.created_at,
      }));
  }

  /** A member's account was deleted: their messages go, their sockets close, and the others see them leave. */
  forgetMember(userId: string): void {
    this.ctx.storage.sql.exec("DELETE FROM messages WHERE author_id = ?", userId);
    this.removeMember(userId);
  }

  /** Tells everyone connected that the project changed, and who changed it, so their screens load it again. */
  announce(change: Exclude<ProjectChange, "deleted">, by: Member): void {
    this.#broadcast({ type: "project", change, by });
  }

  /** Closes a removed member's sockets and tells the others who is left. */
  removeMember(userId: string): void {
    for (const socket of this.ctx.getWebSockets(userId)) {
      // The frame reaches the browser at once; its close event can come seconds after the close.
      this.#send(socket, { type: "error", code: "removed", message: "You were removed from this project." });
      socket.close(REMOVED_CLOSE_CODE, "Removed from the project");
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  /** A member signed out of one session, or of all of them: those sockets close, and the others see them leave. */
  signOut(who: { userId: string } | { session: string }): void {
    const tag = "session" in who ? sessionTag(who.session) : who.userId;
    for (const socket of this.ctx.getWebSockets(tag)) socket.close(SIGNED_OUT_CLOSE_CODE, "Signed out");
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  /** The project is gone: everyone connected is told by whom, then the history is dropped and every socket closed. */
  deleteProject(by: Member): void {
    // The notice first: a close alone can reach a browser seconds later.
    this.#broadcast({ type: "project", change: "deleted", by });
    this.ctx.storage.sql.exec("DELETE FROM messages");
    for (const socket of this.ctx.getWebSockets()) socket.close(DELETED_CLOSE_CODE, "The project was deleted");
  }

  /** Who is connected now: one entry per member, however many tabs they have open. */
  presence(): Presence[] {
    const members = new Map<string, Presence>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== OPEN) continue;
      const { userId, name, role } = socket.deserializeAttachment() as RoomIdentity;
      members.set(userId, { userId, name, role });
    }
    return [...members.values()];
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const me = socket.deserializeAttachment() as RoomIdentity;
    if (!this.#takeAllowance(socket)) {
      this.#send(socket, {
        type: "error",
        code: "rate_limited",
        message: `Slow down: at most ${FRAMES_PER_SECOND} messages a second.`,
      });
      return;
    }
    if ((typeof raw === "string" ? raw.length : raw.byteLength) > MAX_FRAME_BYTES) {
      this.#send(socket, { type: "error", code: "payload_too_large", message: "The frame is too large." });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      this.#send(socket, { type: "error", code: "invalid_json", message: "Frames are JSON." });
      return;
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === "ping") return this.#send(socket, { type: "pong" });
    if (frame.type === "typing") {
      if (me.canComment) this.#broadcast({ type: "typing", userId: me.userId, name: me.name }, socket);
      return;
    }
    const text = frame.message.trim();
    const refuse = (code: ErrorCode, message: string) =>
      this.#send(socket, { type: "error", code, message, clientId: frame.clientId });
    if (!me.canComment) return refuse("forbidden", "Your role cannot post in this project's chat.");
    if (!text) return refuse("invalid_input", "A message cannot be blank.");
    if (text.length > MAX_MESSAGE_CHARS)
      return refuse(
        "payload_too_large",
        `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`,
      );
    const message = this.#store({ id: me.userId, name: me.name }, text, frame.clientId);
    this.#broadcast({ type: "message", message, clientId: frame.clientId });
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 report a missing or abnormal close; they cannot be sent back, so answer with a normal close.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  async webSocketError(): Promise<void> {
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  // Helpers are #private: every public method of a Durable Object is callable over RPC, so these stay out of reach.

  #allowances = new WeakMap<WebSocket, Allowance>();

  /** Takes one frame from the connection's allowance; false when it is spent. */
  #takeAllowance(socket: WebSocket, now = Date.now()): boolean {
    const last = this.#allowances.get(socket) ?? { tokens: FRAME_BURST, at: now };
    const tokens = Math.min(FRAME_BURST, last.tokens + ((now - last.at) / 1000) * FRAMES_PER_SECOND);
    const allowed = tokens >= 1;
    this.#allowances.set(socket, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }

  /**
   * Writes a message to the room's history and returns it as members receive it. A resend (same sender, same client
   * id) returns the message stored the first time.
   */
  #store(author: Member, text: string, clientId?: string): ChatMessage {
    if (clientId) {
      const [earlier] = this.ctx.storage.sql
        .exec<{ id: number; author: string; message: string; created_at: number }>(
          "SELECT id, author, message, created_at FROM messages WHERE author_id = ? AND client_id = ?",
          author.id,
          clientId,
        )
        .toArray();
      if (earlier)
        return {
          id: earlier.id,
          authorId: author.id,
          author: earlier.author,
          message: earlier.message,
          timestamp: earlier.created_at,
        };
    }
    const timestamp = Date.now();
    const row = this.ctx.storage.sql
      .exec<{ id: number }>(
        "INSERT INTO messages (author_id, author, message, created_at, client_id) VALUES (?, ?, ?, ?, ?) RETURNING id",
        author.id,
        author.name,
        text,
        timestamp,
        clientId ?? null,
      )
      .one();
    return { id: row.id, authorId: author.id, author: author.name, message: text, timestamp };
  }

  #send(socket: WebSocket, frame: ServerFrame): void {
    try {
      socket.send(JSON.stringify(frame));
    } catch {
      // The socket closed between the check and the send; its close handler updates presence.
    }
  }

  #broadcast(frame: ServerFrame, except?: WebSocket): void {
    const data = JSON.stringify(frame);
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except || socket.readyState !== OPEN) continue;
      try {
        socket.send(data);
      } catch {
        // As above: a socket that just closed is skipped.
      }
    }
  }
}
