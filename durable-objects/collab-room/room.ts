/**
 * CollabRoom: one Durable Object per collaborative project, holding that project's live sockets.
 *
 * One source of truth: chat history lives in this object's SQLite storage, written (synchronously; the runtime holds
 * outgoing frames until the write is durable) before it is broadcast, and `GET …/messages` reads it through the
 * object, so a broadcast message is always in the history. Writing to D1 instead cost a round trip per message and
 * put broadcasts seconds behind under load (see `npm run bench`).
 *
 * The worker checks the session and the membership, then calls the public methods as typed RPC; the object trusts its
 * caller. The one request is the WebSocket upgrade, a fresh request built by `joinRequest` with the identity the
 * worker checked (kept in each socket's attachment, so it survives hibernation). Chat, presence and typing travel as
 * JSON on the "room" socket; the Yjs document on a "document" socket in the y-websocket protocol exactly, so a stock
 * `WebsocketProvider` can join (collab-editing.ts, collab-document.ts). Beside it: chat (collab-chat.ts), comments,
 * suggestions, mentions, authorship, the identity (collab-join.ts), sending (collab-sockets.ts) and limits.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../worker/env";
import { releaseClaim, sessionsEnded, sessionTag, wakeBy } from "../live-sockets";
import { authorshipOf, forgetAuthor } from "./authorship";
import {
  createChatTables,
  deleteAllMessages,
  deleteMessagesBy,
  messagesAfter,
  messagesWrittenBy,
  receiveChatFrame,
  storeMessage,
} from "./chat";
import * as comments from "./comments";
import { createEditingTables, RoomEditing } from "./editing";
import { readIdentity } from "./join";
import { FRAME_BURST, FRAMES_PER_SECOND, FrameAllowances, MAX_SOCKETS_PER_MEMBER } from "./limits";
import { type MentionContext, recordMentions } from "./mentions";
import {
  type Authorship,
  type ChatMessage,
  type CommentAction,
  type CommentOutcome,
  type CommentThread,
  DELETED_CLOSE_CODE,
  type Member,
  type PostedAt,
  type Presence,
  type ProjectChange,
  REMOVED_CLOSE_CODE,
  SESSION_ENDED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
  type Suggestion,
  type SuggestionAction,
  type SuggestionOutcome,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "./protocol";
import { type Attachment, broadcastFrame, channelOf, presenceOf, sendFrame } from "./sockets";
import * as suggestions from "./suggestions";

export { joinRequest, type RoomIdentity } from "./join";

export class CollabRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    createChatTables(ctx.storage.sql);
    createEditingTables(ctx.storage.sql);
    comments.createCommentTables(ctx.storage.sql);
    suggestions.createSuggestionTables(ctx.storage.sql);
  }

  /** Only the WebSocket upgrade comes as a request (see `joinRequest`); everything else is an RPC method. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("This object takes a WebSocket.", { status: 426 });
    }
    const me = readIdentity(request);
    if (!me) return new Response("Missing identity", { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    if (this.ctx.getWebSockets(me.userId).length >= MAX_SOCKETS_PER_MEMBER) {
      await this.env.MEMBER_SOCKETS.getByName(me.userId).release(me.socketId);
      server.accept();
      const message = `You are connected to this project ${MAX_SOCKETS_PER_MEMBER} times already: close a tab.`;
      if (me.channel === "room") sendFrame(server, { type: "error", code: "rate_limited", message });
      server.close(TOO_MANY_SOCKETS_CLOSE_CODE, "Too many connections");
      return new Response(null, { status: 101, webSocket: client });
    }
    this.ctx.acceptWebSocket(server, [me.userId, sessionTag(me.session), me.channel]);
    server.serializeAttachment(me);
    await wakeBy(this.ctx.storage, me.expiresAt);
    if (me.channel === "room") sendFrame(server, { type: "welcome", presence: this.presence(), you: me.userId });
    else await this.#editing.join(server, me);
    this.#broadcast({ type: "presence", presence: this.presence() }, server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Stores a message posted over HTTP (once per client id), sends it to everyone, tells the members it mentions. */
  async post(author: Member, text: string, clientId: string | undefined, at: PostedAt): Promise<ChatMessage> {
    const { message, isNew } = storeMessage(this.ctx.storage.sql, author, text, clientId);
    this.#broadcast({ type: "message", message, clientId });
    if (isNew) await this.#mention({ ...at, author, text, source: "chat" });
    return message;
  }

  /** Messages after an id (what a reconnecting client missed), oldest first. */
  history(after: number): ChatMessage[] {
    return messagesAfter(this.ctx.storage.sql, after);
  }

  /** What one member wrote here, oldest first, for their data export: chat (at most 10,000), comments, suggestions. */
  writtenBy(userId: string) {
    const [sql, id] = [this.ctx.storage.sql, userId];
    const written = {
      comments: comments.commentsWrittenBy(sql, id),
      suggestions: suggestions.suggestionsWrittenBy(sql, id),
    };
    return { messages: messagesWrittenBy(sql, id), ...written };
  }

  /** The document's comment threads, each with where its passage is now. */
  async commentThreads(projectId: string): Promise<CommentThread[]> {
    return comments.listThreads(this.ctx.storage.sql, await this.#editing.open(projectId));
  }

  /**
   * A new thread, a reply, a thread resolved or reopened (the worker checked the role); everyone hears of it, and the
   * members a comment mentions are told.
   */
  async comment(at: PostedAt, author: Member, action: CommentAction): Promise<CommentOutcome> {
    const document = await this.#editing.open(at.projectId);
    const outcome = comments.applyCommentAction(this.ctx.storage.sql, document, author, action);
    if (!outcome.ok) return outcome;
    this.#broadcast({ type: "project", change: "comments", by: author });
    if (action.kind !== "resolve") await this.#mention({ ...at, author, text: action.body, source: "comment" });
    return outcome;
  }

  /** The document's suggestions, each open one with where its passage is now. */
  async suggestions(projectId: string): Promise<Suggestion[]> {
    return suggestions.listSuggestions(this.ctx.storage.sql, await this.#editing.open(projectId));
  }

  /** A suggestion made, or accepted or rejected (the worker checked the role); accepted text reaches every editor. */
  async suggest(projectId: string, member: Member, action: SuggestionAction): Promise<SuggestionOutcome> {
    const document = await this.#editing.open(projectId);
    const { outcome, edits } = suggestions.applySuggestionAction(this.ctx.storage.sql, document, member, action);
    for (const { update, author, origin } of edits) this.#editing.roomEdited(update, author, origin);
    if (outcome.ok) this.#broadcast({ type: "project", change: "suggestions", by: member });
    return outcome;
  }

  /** A member's account was deleted: their messages and comments go, their sockets close, the others see them leave. */
  forgetMember(userId: string): void {
    const sql = this.ctx.storage.sql;
    deleteMessagesBy(sql, userId);
    comments.deleteCommentsBy(sql, userId);
    suggestions.deleteSuggestionsBy(sql, userId);
    forgetAuthor(sql, userId);
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
      if (channelOf(socket) === "room")
        sendFrame(socket, { type: "error", code: "removed", message: "You were removed from this project." });
      socket.close(REMOVED_CLOSE_CODE, "Removed from the project");
      releaseClaim(this.ctx, this.env, socket);
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  /** A member signed out of one session, or of all of them: those sockets close, and the others see them leave. */
  signOut(who: { userId: string } | { session: string }): void {
    const tag = "session" in who ? sessionTag(who.session) : who.userId;
    for (const socket of this.ctx.getWebSockets(tag)) {
      socket.close(SIGNED_OUT_CLOSE_CODE, "Signed out");
      releaseClaim(this.ctx, this.env, socket);
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  /** The project is gone: everyone connected is told by whom, then the history is dropped and every socket closed. */
  deleteProject(by: Member): void {
    // The notice first: a close alone can reach a browser seconds later.
    this.#broadcast({ type: "project", change: "deleted", by });
    deleteAllMessages(this.ctx.storage.sql);
    comments.dropComments(this.ctx.storage.sql);
    suggestions.dropSuggestions(this.ctx.storage.sql);
    this.#editing.drop();
    for (const socket of this.ctx.getWebSockets()) {
      socket.close(DELETED_CLOSE_CODE, "The project was deleted");
      releaseClaim(this.ctx, this.env, socket);
    }
  }

  /** The document's text as it stands in the room (what versions and exports take). */
  async documentText(projectId: string): Promise<string> {
    return (await this.#editing.open(projectId)).text();
  }

  /** Who wrote the document as it stands: passages by member and origin, and their shares. */
  async authorship(projectId: string): Promise<Authorship> {
    return authorshipOf(this.ctx.storage.sql, await this.#editing.open(projectId));
  }

  /** How much the document takes in the room's storage. */
  async documentSize(projectId: string): Promise<{ storedBytes: number }> {
    return { storedBytes: (await this.#editing.open(projectId)).storedBytes };
  }

  /** An edit made outside the editors (a restore, a save over HTTP): everyone editing sees it as any other edit. */
  async replaceDocument(projectId: string, text: string): Promise<void> {
    await this.#editing.replace(projectId, text);
  }

  /** Copies the document's text to D1 a moment after the last edit, and closes sockets whose session ended. */
  async alarm(): Promise<void> {
    await this.#editing.copyToD1();
    const { ended, next } = sessionsEnded(this.ctx.getWebSockets(), Date.now());
    if (ended.length > 0) this.#endExpired(ended);
    if (Number.isFinite(next)) await wakeBy(this.ctx.storage, next);
  }

  /** Who is connected now: one entry per member, however many tabs they have open. */
  presence(): Presence[] {
    return presenceOf(this.ctx.getWebSockets());
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const me = socket.deserializeAttachment() as Attachment;
    if (me.expiresAt <= Date.now()) return this.#endExpired([socket]);
    // Each socket carries one protocol: the document's binary messages, or the room's JSON frames.
    if (me.channel === "document") {
      if (typeof raw !== "string") await this.#editing.receive(socket, me, new Uint8Array(raw));
      return;
    }
    if (typeof raw !== "string") return;
    if (!this.#allowances.take(socket)) {
      sendFrame(socket, {
        type: "error",
        code: "rate_limited",
        message: `Slow down: at most ${FRAMES_PER_SECOND} messages a second.`,
      });
      return;
    }
    const message = receiveChatFrame(this.ctx.storage.sql, socket, me, raw, (frame) => this.#broadcast(frame, socket));
    if (!message) return;
    this.#broadcast({ type: "message", message: message.stored, clientId: message.clientId });
    const author = { id: me.userId, name: me.name };
    if (message.isNew) await this.#mention({ ...me, author, text: message.stored.message, source: "chat" });
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 report a missing or abnormal close; they cannot be sent back, so answer with a normal close.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.webSocketError(socket);
  }

  webSocketError(socket: WebSocket): void {
    this.#editing.forgetCursors(socket);
    releaseClaim(this.ctx, this.env, socket);
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  // Helpers are #private: every public method of a Durable Object is callable over RPC, so these stay out of reach.

  #allowances = new FrameAllowances(FRAMES_PER_SECOND, FRAME_BURST);
  #editing = new RoomEditing(this.ctx, this.env);

  /** Closes sockets whose session reached its end; their browsers reconnect if the session was renewed meanwhile. */
  #endExpired(sockets: WebSocket[]): void {
    for (const socket of sockets) {
      this.#editing.forgetCursors(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, "Session expired");
      releaseClaim(this.ctx, this.env, socket);
    }
    this.#broadcast({ type: "presence", presence: this.presence() });
  }

  /** Tells the members a comment or message names, those here at once. */
  async #mention(context: Omit<MentionContext, "isPresent">): Promise<void> {
    const isPresent = (userId: string) => this.ctx.getWebSockets(userId).length > 0;
    const told = await recordMentions(this.env.DB, { ...context, isPresent });
    const rooms = (userId: string) => this.ctx.getWebSockets(userId).filter((s) => channelOf(s) === "room");
    for (const userId of told) broadcastFrame(rooms(userId), { type: "mentioned" });
  }

  #broadcast(frame: ServerFrame, except?: WebSocket): void {
    broadcastFrame(this.ctx.getWebSockets("room"), frame, except);
  }
}
