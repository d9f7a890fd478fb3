/**
 * CollabRoom: one Durable Object per collaborative project, holding that project's live sockets.
 *
 * Design note — one source of truth: chat history lives in this object's own SQLite storage. A message is written
 * there (synchronously; the runtime holds outgoing frames until the write is durable) before it is broadcast, and
 * `GET …/messages` reads the same table through the object, so a message that was broadcast is always in the
 * history, survives the object being evicted, and has an id that orders it. Writing to D1 instead cost a network
 * round trip per message and put the room's broadcasts seconds behind under load (see `npm run bench`).
 * Sockets carry their member's identity in a serialized attachment, so it survives hibernation. The worker checks
 * the session and membership before it forwards anything here; the object trusts that identity. The worker also
 * tells the object when the project changes (`/announce`, relayed to every member so screens refetch) and when it is
 * deleted (`/delete`: the history is dropped and every socket closed).
 */
import { DurableObject } from "cloudflare:workers";
import {
  DELETED_CLOSE_CODE,
  MAX_MESSAGE_CHARS,
  type ProjectRole,
  REMOVED_CLOSE_CODE,
} from "../schema/collaborative-enums";
import type { Env } from "../worker/env";

export interface ChatMessage {
  id: number;
  authorId: string;
  author: string;
  message: string;
  timestamp: number;
}

const HISTORY_LIMIT = 500;

export interface RoomIdentity {
  projectId: string;
  userId: string;
  name: string;
  role: ProjectRole;
  canComment: boolean;
}

export const IDENTITY_HEADER = "X-Collab-Identity";

type ClientFrame = { type: "message"; message: string; clientId?: string } | { type: "typing" } | { type: "ping" };

/** The project itself changed (its document, its details or its versions): members' screens load it again. */
export interface ProjectChangedFrame {
  type: "project";
  change: "content" | "details" | "version" | "deleted";
  by: { id: string; name: string };
}

export type ServerFrame =
  | ProjectChangedFrame
  | { type: "welcome"; presence: Presence[]; you: string }
  | { type: "presence"; presence: Presence[] }
  | { type: "message"; message: ChatMessage; clientId?: string }
  | { type: "typing"; userId: string; name: string }
  | { type: "error"; code: string; message: string; clientId?: string }
  | { type: "pong" };

export interface Presence {
  userId: string;
  name: string;
  role: ProjectRole;
}

const OPEN = 1;

export class CollabRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id TEXT NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at INTEGER NOT NULL)",
    );
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") return this.join(request);
    if (request.method === "POST" && url.pathname === "/post") {
      const { author, message } = (await request.json()) as { author: { id: string; name: string }; message: string };
      const stored = this.store(author, message);
      this.broadcast({ type: "message", message: stored });
      return Response.json(stored, { status: 201 });
    }
    if (request.method === "POST" && url.pathname === "/announce") {
      this.broadcast((await request.json()) as ProjectChangedFrame);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/history") return Response.json(this.history(Number(url.searchParams.get("after") ?? 0)));
    if (request.method === "POST" && url.pathname === "/disconnect") {
      const { userId } = (await request.json()) as { userId: string };
      for (const socket of this.ctx.getWebSockets(userId)) {
        // The frame reaches the browser at once; its close event can come seconds after the close.
        this.send(socket, { type: "error", code: "removed", message: "You were removed from this project." });
        socket.close(REMOVED_CLOSE_CODE, "Removed from the project");
      }
      this.broadcast({ type: "presence", presence: this.presence() });
      return new Response(null, { status: 204 });
    }
    if (request.method === "POST" && url.pathname === "/delete") {
      this.ctx.storage.sql.exec("DELETE FROM messages");
      for (const socket of this.ctx.getWebSockets()) socket.close(DELETED_CLOSE_CODE, "The project was deleted");
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/presence") return Response.json(this.presence());
    return new Response("Not found", { status: 404 });
  }

  private join(request: Request): Response {
    const identity = JSON.parse(request.headers.get(IDENTITY_HEADER) ?? "null") as RoomIdentity | null;
    if (!identity) return new Response("Missing identity", { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [identity.userId]);
    server.serializeAttachment(identity);
    this.send(server, { type: "welcome", presence: this.presence(), you: identity.userId });
    this.broadcast({ type: "presence", presence: this.presence() }, server);
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const me = socket.deserializeAttachment() as RoomIdentity;
    let frame: ClientFrame;
    try {
      frame = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw)) as ClientFrame;
    } catch {
      this.send(socket, { type: "error", code: "invalid_json", message: "Frames are JSON." });
      return;
    }
    if (frame.type === "ping") return this.send(socket, { type: "pong" });
    if (frame.type === "typing") {
      if (me.canComment) this.broadcast({ type: "typing", userId: me.userId, name: me.name }, socket);
      return;
    }
    if (frame.type !== "message") return;
    const text = typeof frame.message === "string" ? frame.message.trim() : "";
    const refuse = (code: string, message: string) =>
      this.send(socket, { type: "error", code, message, clientId: frame.clientId });
    if (!me.canComment) return refuse("forbidden", "Your role cannot post in this project's chat.");
    if (!text) return refuse("invalid_input", "A message cannot be blank.");
    if (text.length > MAX_MESSAGE_CHARS)
      return refuse(
        "payload_too_large",
        `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`,
      );
    const message = this.store({ id: me.userId, name: me.name }, text);
    this.broadcast({ type: "message", message, clientId: frame.clientId });
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 report a missing or abnormal close; they cannot be sent back, so answer with a normal close.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.broadcast({ type: "presence", presence: this.presence() });
  }

  async webSocketError(): Promise<void> {
    this.broadcast({ type: "presence", presence: this.presence() });
  }

  /** Writes a message to the room's history and returns it as members receive it. */
  private store(author: { id: string; name: string }, text: string): ChatMessage {
    const timestamp = Date.now();
    const row = this.ctx.storage.sql
      .exec<{ id: number }>(
        "INSERT INTO messages (author_id, author, message, created_at) VALUES (?, ?, ?, ?) RETURNING id",
        author.id,
        author.name,
        text,
        timestamp,
      )
      .one();
    return { id: row.id, authorId: author.id, author: author.name, message: text, timestamp };
  }

  /** Messages after an id (what a reconnecting client missed), oldest first. */
  private history(after: number): ChatMessage[] {
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

  /** Who is connected now: one entry per member, however many tabs they have open. */
  private presence(): Presence[] {
    const members = new Map<string, Presence>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== OPEN) continue;
      const { userId, name, role } = socket.deserializeAttachment() as RoomIdentity;
      members.set(userId, { userId, name, role });
    }
    return [...members.values()];
  }

  private send(socket: WebSocket, frame: ServerFrame): void {
    try {
      socket.send(JSON.stringify(frame));
    } catch {
      // The socket closed between the check and the send; its close handler updates presence.
    }
  }

  private broadcast(frame: ServerFrame, except?: WebSocket): void {
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
