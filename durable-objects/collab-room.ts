/**
 * CollabRoom: one Durable Object per collaborative project, holding that project's live sockets.
 *
 * Design note — one source of truth: chat history lives in D1 (`collab_messages`). The room writes each message to
 * D1 before it broadcasts it, and `GET …/messages` reads the same table, so a message that was broadcast is always in
 * the history, survives the object being evicted, and has a D1 id that orders it. The room itself keeps only what
 * is live: its sockets, each carrying its member's identity in a serialized attachment so it survives hibernation.
 * The worker checks the session and membership before it forwards an upgrade here; the object trusts that identity.
 */
import { DurableObject } from "cloudflare:workers";
import { MAX_MESSAGE_CHARS, type ProjectRole } from "../schema/collaborative-enums";
import { createDatabase } from "../schema/db";
import type { Env } from "../worker/env";
import { storeMessage, type ChatMessage } from "../worker/features/collaborative/projects";

export interface RoomIdentity {
  projectId: string;
  userId: string;
  name: string;
  role: ProjectRole;
  canComment: boolean;
}

export const IDENTITY_HEADER = "X-Collab-Identity";
/** Close code for a member removed from the project. */
export const REMOVED_CLOSE_CODE = 4003;

type ClientFrame = { type: "message"; message: string; clientId?: string } | { type: "typing" } | { type: "ping" };

export type ServerFrame =
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
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") return this.join(request);
    if (request.method === "POST" && url.pathname === "/broadcast") {
      const message = (await request.json()) as ChatMessage;
      this.broadcast({ type: "message", message });
      return new Response(null, { status: 204 });
    }
    if (request.method === "POST" && url.pathname === "/disconnect") {
      const { userId } = (await request.json()) as { userId: string };
      for (const socket of this.ctx.getWebSockets(userId)) socket.close(REMOVED_CLOSE_CODE, "Removed from the project");
      this.broadcast({ type: "presence", presence: this.presence() });
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
    const refuse = (code: string, message: string) => this.send(socket, { type: "error", code, message, clientId: frame.clientId });
    if (!me.canComment) return refuse("forbidden", "Your role cannot post in this project's chat.");
    if (!text) return refuse("invalid_input", "A message cannot be blank.");
    if (text.length > MAX_MESSAGE_CHARS) return refuse("payload_too_large", `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`);
    const message = await storeMessage(createDatabase(this.env.DB), me.projectId, { id: me.userId, name: me.name }, text);
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
