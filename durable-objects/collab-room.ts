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
 *
 * The project document is a Yjs document held here too (collab-document.ts): editors sync it over the same socket in
 * binary frames (the y-protocols sync and awareness messages), the room applies and stores each edit from a member
 * who may edit and sends it to the others, and a moment after the last edit it copies the text to D1.
 */
import { DurableObject } from "cloudflare:workers";
import * as decoding from "lib0/decoding";
import { z } from "zod";
import { PROJECT_ROLES } from "../schema/collaborative-enums";
import type { ErrorCode } from "../worker/common/error-codes";
import type { Env } from "../worker/env";
import {
  awarenessClients,
  awarenessRemoval,
  createDocumentTables,
  dropDocument,
  RoomDocument,
  updateFrame,
} from "./collab-document";
import {
  type ChatMessage,
  type ClientFrame,
  DELETED_CLOSE_CODE,
  MAX_CLIENT_ID_CHARS,
  MAX_DOCUMENT_CHARS,
  MAX_MESSAGE_CHARS,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  type Member,
  type Presence,
  type ProjectChange,
  REMOVED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
  TOO_FAST_CLOSE_CODE,
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
/** Document frames (keystrokes, cursor moves) come faster: 60 a second, in bursts of up to 300. */
const EDITS_PER_SECOND = 60;
const EDIT_BURST = 300;
/** A document frame is at most 1 MiB, the platform's own bound for a WebSocket message. */
const MAX_DOCUMENT_FRAME_BYTES = 1024 * 1024;
/** The D1 copy of the document (for lists, search and export without the room) follows edits after this pause. */
const SAVE_AFTER_MS = 2000;

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
  canEdit: z.boolean(),
});

/** Who a socket belongs to, as the worker checked it before the upgrade. */
export type RoomIdentity = z.infer<typeof roomIdentity>;

/** A socket's attachment: who it is, and whether its editor takes the document's frames. */
type Attachment = RoomIdentity & { document?: boolean };

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
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    createDocumentTables(ctx.storage.sql);
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
    dropDocument(this.ctx.storage.sql);
    this.#document = null;
    void this.ctx.storage.deleteAlarm();
    for (const socket of this.ctx.getWebSockets()) socket.close(DELETED_CLOSE_CODE, "The project was deleted");
  }

  /** The document's text as it stands in the room (what versions and exports take). */
  async documentText(projectId: string): Promise<string> {
    return (await this.#openDocument(projectId)).text();
  }

  /** An edit made outside the editors (a restore, a save over HTTP): everyone editing sees it as any other edit. */
  async replaceDocument(projectId: string, text: string): Promise<void> {
    const update = (await this.#openDocument(projectId)).replaceText(text);
    if (update) this.#documentChanged(update);
  }

  /** Copies the document's text to D1 a moment after the last edit. */
  async alarm(): Promise<void> {
    this.#copyScheduled = false;
    const [meta] = this.ctx.storage.sql
      .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'projectId'")
      .toArray();
    if (!meta) return;
    const text = (await this.#openDocument(meta.value)).text();
    await this.env.DB.prepare(
      "UPDATE collab_projects SET content = ?1, content_revision = content_revision + 1, updated_at = ?2 WHERE id = ?3 AND content <> ?1",
    )
      .bind(text, Date.now(), meta.value)
      .run();
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
    const me = socket.deserializeAttachment() as Attachment;
    if (typeof raw !== "string") return this.#documentFrame(socket, me, new Uint8Array(raw));
    if (!this.#take(this.#allowances, socket, FRAMES_PER_SECOND, FRAME_BURST)) {
      this.#send(socket, {
        type: "error",
        code: "rate_limited",
        message: `Slow down: at most ${FRAMES_PER_SECOND} messages a second.`,
      });
      return;
    }
    if (raw.length > MAX_FRAME_BYTES) {
      this.#send(socket, { type: "error", code: "payload_too_large", message: "The frame is too large." });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
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
    this.#forgetCursors(socket);
    try {
      // 1005/1006 report a missing or abnormal close; they cannot be sent back, so answer with a normal close.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    this.#forgetCursors(socket);
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  // Helpers are #private: every public method of a Durable Object is callable over RPC, so these stay out of reach.

  #allowances = new WeakMap<WebSocket, Allowance>();
  #editAllowances = new WeakMap<WebSocket, Allowance>();
  #document: RoomDocument | null = null;
  /** A D1 copy is already scheduled (known while awake; after a wake-up the stored alarm is asked once). */
  #copyScheduled = false;
  /** Each socket's last awareness frame (its cursor and name) and the client ids it spoke for, while awake. */
  #cursors = new Map<WebSocket, { frame: Uint8Array; clients: { id: number; clock: number }[] }>();

  /** The document, loaded from storage once per wake-up; a room that never had one starts from D1's saved text. */
  async #openDocument(projectId: string): Promise<RoomDocument> {
    if (this.#document) return this.#document;
    const sql = this.ctx.storage.sql;
    sql.exec("INSERT OR IGNORE INTO room_meta (key, value) VALUES ('projectId', ?)", projectId);
    const stored = sql.exec<{ n: number }>("SELECT count(*) AS n FROM document_updates").one().n;
    const seed =
      stored > 0
        ? ""
        : ((
            await this.env.DB.prepare("SELECT content FROM collab_projects WHERE id = ?")
              .bind(projectId)
              .first<{ content: string }>()
          )?.content ?? "");
    // Another frame may have loaded it while D1 answered.
    this.#document ??= new RoomDocument(sql, seed);
    return this.#document;
  }

  /** A binary frame: the Yjs sync protocol for the document, or awareness (cursors) relayed to the other editors. */
  async #documentFrame(socket: WebSocket, me: Attachment, data: Uint8Array): Promise<void> {
    if (data.byteLength > MAX_DOCUMENT_FRAME_BYTES) {
      this.#send(socket, { type: "error", code: "payload_too_large", message: "The edit is too large." });
      return;
    }
    if (!this.#take(this.#editAllowances, socket, EDITS_PER_SECOND, EDIT_BURST)) {
      // Dropping an edit would leave the two documents apart: the connection closes, and its reconnect syncs.
      socket.close(TOO_FAST_CLOSE_CODE, "Too many edits at once");
      return;
    }
    const decoder = decoding.createDecoder(data);
    let type: number;
    try {
      type = decoding.readVarUint(decoder);
    } catch {
      return;
    }
    if (type === MESSAGE_AWARENESS) return this.#relayCursor(socket, me, data, decoder);
    if (type !== MESSAGE_SYNC) return;
    const document = await this.#openDocument(me.projectId);
    const outcome = document.receive(decoder, me.canEdit);
    if (outcome.kind === "refused") {
      if (outcome.reason === "read-only")
        this.#send(socket, { type: "error", code: "forbidden", message: "Your role cannot edit this document." });
      else if (outcome.reason === "too-large")
        this.#send(socket, {
          type: "error",
          code: "payload_too_large",
          message: `A document can be at most ${MAX_DOCUMENT_CHARS.toLocaleString("en-US")} characters.`,
        });
      return;
    }
    if (outcome.reply) this.#sendBinary(socket, outcome.reply);
    if (!me.document) {
      // The editor's first frame: from now on it gets the document's frames, the room asks for what it typed
      // offline, and it sees the others' cursors.
      socket.serializeAttachment({ ...me, document: true });
      if (me.canEdit) this.#sendBinary(socket, document.step1());
      for (const [other, cursor] of this.#cursors) if (other !== socket) this.#sendBinary(socket, cursor.frame);
    }
    if (outcome.update) this.#documentChanged(outcome.update, socket);
  }

  #relayCursor(socket: WebSocket, me: Attachment, data: Uint8Array, decoder: decoding.Decoder): void {
    if (!me.document) return;
    try {
      this.#cursors.set(socket, { frame: data, clients: awarenessClients(decoding.readVarUint8Array(decoder)) });
    } catch {
      return;
    }
    this.#broadcastBinary(data, socket);
  }

  #forgetCursors(socket: WebSocket): void {
    const cursor = this.#cursors.get(socket);
    if (!cursor) return;
    this.#cursors.delete(socket);
    this.#broadcastBinary(awarenessRemoval(cursor.clients), socket);
  }

  /** Sends an edit to the other editors and schedules the D1 copy. */
  #documentChanged(update: Uint8Array, from?: WebSocket): void {
    this.#broadcastBinary(updateFrame(update), from);
    if (this.#copyScheduled) return;
    this.#copyScheduled = true;
    void this.ctx.storage.getAlarm().then((alarm) => {
      if (alarm === null) return this.ctx.storage.setAlarm(Date.now() + SAVE_AFTER_MS);
    });
  }

  #sendBinary(socket: WebSocket, data: Uint8Array): void {
    try {
      socket.send(data);
    } catch {
      // Closed meanwhile.
    }
  }

  /** To every socket whose editor takes document frames. */
  #broadcastBinary(data: Uint8Array, except?: WebSocket): void {
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except || socket.readyState !== OPEN) continue;
      if (!(socket.deserializeAttachment() as Attachment).document) continue;
      this.#sendBinary(socket, data);
    }
  }

  /** Takes one frame from a connection's allowance (a token bucket); false when it is spent. */
  #take(allowances: WeakMap<WebSocket, Allowance>, socket: WebSocket, perSecond: number, burst: number): boolean {
    const now = Date.now();
    const last = allowances.get(socket) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, last.tokens + ((now - last.at) / 1000) * perSecond);
    const allowed = tokens >= 1;
    allowances.set(socket, { tokens: allowed ? tokens - 1 : tokens, at: now });
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
