/**
 * A CollabRoom's live editing: the project document (collab-document.ts) as its editors share it over the room's
 * "document" sockets in the y-websocket protocol, their cursors relayed to one another, and the D1 copy of the text
 * that follows the edits.
 */
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as authProtocol from "y-protocols/auth";
import type { Env } from "../../worker/env";
import { wakeBy } from "../live-sockets";
import { createAuthorshipTables, dropAuthorship, recordInsertions } from "./authorship";
import {
  type AwarenessEntry,
  awarenessEntries,
  awarenessFrame,
  awarenessRemoval,
  createDocumentTables,
  dropDocument,
  RoomDocument,
  updateFrame,
} from "./document";
import {
  DOCUMENT_BYTES_BURST,
  DOCUMENT_BYTES_PER_SECOND,
  EDIT_BURST,
  EDITS_PER_SECOND,
  FrameAllowances,
  MAX_AWARENESS_FRAME_BYTES,
  MAX_DOCUMENT_FRAME_BYTES,
} from "./limits";
import {
  MAX_DOCUMENT_CHARS,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  TOO_FAST_CLOSE_CODE,
  type WritingOrigin,
} from "./protocol";
import { type Attachment, broadcastBinary, OPEN, sendBinary } from "./sockets";

/** The D1 copy of the document (for lists, search and export without the room) follows edits after this pause. */
const SAVE_AFTER_MS = 2000;

/** The document's tables, and `room_meta`, where the room keeps the project id its D1 copy goes to. */
export function createEditingTables(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  createDocumentTables(sql);
  createAuthorshipTables(sql);
}

export class RoomEditing {
  #editAllowances = new FrameAllowances(EDITS_PER_SECOND, EDIT_BURST);
  #byteAllowances = new FrameAllowances(DOCUMENT_BYTES_PER_SECOND, DOCUMENT_BYTES_BURST);
  #document: RoomDocument | null = null;
  /** A D1 copy is already scheduled (known while awake; after a wake-up the stored alarm is asked once). */
  #copyScheduled = false;
  /**
   * The text D1 is known to hold (the last copy, or what a save or restore wrote there before handing it to the room),
   * so a copy scheduled earlier never writes older text over it and bumps its revision twice.
   */
  #textInD1: string | null = null;
  /** Each socket's last awareness frame (its cursor and name) and the client ids it spoke for, while awake. */
  #cursors = new Map<WebSocket, { frame: Uint8Array; clients: { id: number; clock: number }[] }>();
  /** Which socket speaks for each Yjs client id (kept while awake, like the cursors). */
  #clientOwners = new Map<number, WebSocket>();

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
  ) {}

  /** The document, loaded from storage once per wake-up; a room that never had one starts from D1's saved text. */
  async open(projectId: string): Promise<RoomDocument> {
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

  /**
   * A document socket opened: the room asks for what its client has that the room lacks (typed offline), when it may
   * edit, and shows it the others' cursors.
   */
  async join(socket: WebSocket, me: Attachment): Promise<void> {
    const document = await this.open(me.projectId);
    if (me.canEdit) sendBinary(socket, document.step1());
    for (const [other, cursor] of this.#cursors) if (other !== socket) sendBinary(socket, cursor.frame);
  }

  /** A binary frame: the Yjs sync protocol for the document, or awareness (cursors) relayed to the other editors. */
  async receive(socket: WebSocket, me: Attachment, data: Uint8Array): Promise<void> {
    if (data.byteLength > MAX_DOCUMENT_FRAME_BYTES) return refuse(socket, "The edit is too large.");
    if (!this.#editAllowances.take(socket) || !this.#byteAllowances.take(socket, data.byteLength)) {
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
    const document = await this.open(me.projectId);
    const outcome = document.receive(decoder, me.canEdit);
    if (outcome.kind === "refused") {
      if (outcome.reason !== "malformed") refuse(socket, REFUSALS[outcome.reason]);
      return;
    }
    if (outcome.reply) sendBinary(socket, outcome.reply);
    if (!outcome.update) return;
    recordInsertions(this.ctx.storage.sql, outcome.update, me);
    this.changed(outcome.update, socket);
  }

  /** Sends an edit to the other editors and schedules the D1 copy. */
  changed(update: Uint8Array, from?: WebSocket): void {
    broadcastBinary(this.#editors(), updateFrame(update), from);
    if (this.#copyScheduled) return;
    this.#copyScheduled = true;
    void wakeBy(this.ctx.storage, Date.now() + SAVE_AFTER_MS);
  }

  /** An edit made outside the editors (a restore, a save over HTTP) that D1 already holds: everyone editing sees it. */
  async replace(projectId: string, text: string): Promise<void> {
    const update = (await this.open(projectId)).replaceText(text);
    this.#textInD1 = text;
    if (update) this.changed(update);
  }

  /** The room's own edit made for a member (an accepted suggestion): sent to the editors and credited to them. */
  roomEdited(update: Uint8Array, author: { userId: string; name: string }, origin?: WritingOrigin): void {
    recordInsertions(this.ctx.storage.sql, update, author, origin);
    this.changed(update);
  }

  /** A socket went: the other editors stop showing the cursors it spoke for. */
  forgetCursors(socket: WebSocket): void {
    const cursor = this.#cursors.get(socket);
    if (!cursor) return;
    this.#cursors.delete(socket);
    for (const { id } of cursor.clients) if (this.#clientOwners.get(id) === socket) this.#clientOwners.delete(id);
    broadcastBinary(this.#editors(), awarenessRemoval(cursor.clients), socket);
  }

  /** Copies the document's text to D1 (the room's alarm, set a moment after the last edit). */
  async copyToD1(): Promise<void> {
    this.#copyScheduled = false;
    const [meta] = this.ctx.storage.sql
      .exec<{ value: string }>("SELECT value FROM room_meta WHERE key = 'projectId'")
      .toArray();
    if (!meta) return;
    const text = (await this.open(meta.value)).text();
    if (text === this.#textInD1) return;
    await this.env.DB.prepare(
      "UPDATE collab_projects SET content = ?1, content_revision = content_revision + 1, updated_at = ?2 WHERE id = ?3 AND content <> ?1",
    )
      .bind(text, Date.now(), meta.value)
      .run();
    this.#textInD1 = text;
  }

  /** The project is gone: its document and any pending D1 copy go with it. */
  drop(): void {
    dropDocument(this.ctx.storage.sql);
    dropAuthorship(this.ctx.storage.sql);
    this.#document = null;
    this.#textInD1 = null;
    void this.ctx.storage.deleteAlarm();
  }

  /**
   * Relays an editor's cursor to the others, saying who it is from the room's membership, never from the frame: a
   * viewer cannot appear as the owner, nor speak for a client id another socket uses.
   */
  #relayCursor(socket: WebSocket, me: Attachment, data: Uint8Array, decoder: decoding.Decoder): void {
    if (data.byteLength > MAX_AWARENESS_FRAME_BYTES) return;
    let entries: AwarenessEntry[];
    try {
      entries = awarenessEntries(decoding.readVarUint8Array(decoder));
    } catch {
      return;
    }
    const mine = entries
      .filter(({ id }) => this.#ownerOf(id, socket) === socket)
      .map((entry) => ({ ...entry, state: entry.state && withIdentity(entry.state, me) }));
    if (mine.length === 0) return;
    const known = this.#cursors.get(socket)?.clients ?? [];
    const clients = [
      ...known.filter((c) => !mine.some((m) => m.id === c.id)),
      ...mine.map(({ id, clock }) => ({ id, clock })),
    ];
    const frame = awarenessFrame(mine);
    this.#cursors.set(socket, { frame, clients });
    // The sender gets it back too, as from y-websocket's own server: a client that hears nothing for 30 s reconnects.
    broadcastBinary(this.#editors(), frame);
  }

  /** The room's document sockets. */
  #editors(): WebSocket[] {
    return this.ctx.getWebSockets("document");
  }

  /** The socket that speaks for a Yjs client id: the first to use it, while it stays connected. */
  #ownerOf(clientId: number, socket: WebSocket): WebSocket {
    const owner = this.#clientOwners.get(clientId);
    if (owner && owner !== socket && owner.readyState === OPEN) return owner;
    this.#clientOwners.set(clientId, socket);
    return socket;
  }
}

const REFUSALS = {
  "read-only": "Your role cannot edit this document.",
  "not-text": "Only the document's text can be edited here.",
  "too-large": `A document can be at most ${MAX_DOCUMENT_CHARS.toLocaleString("en-US")} characters.`,
} as const;

/**
 * Tells a client the room did not take its edit: y-protocols' auth message "permission denied" with the reason, the
 * one refusal the y-websocket protocol has. Its copy of the document is now ahead of the room's.
 */
function refuse(socket: WebSocket, reason: string): void {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AUTH);
  authProtocol.writePermissionDenied(encoder, reason);
  sendBinary(socket, encoding.toUint8Array(encoder));
}

/** Cursor colours as editors draw them into a `style` attribute: only a plain #rrggbb passes. */
const CURSOR_COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_CURSOR_COLOUR = "#64748b";

/**
 * An awareness state with the member's name and role as the room knows them, and a cursor colour that is a colour:
 * anything else a client sends there would reach the other editors' pages verbatim.
 */
function withIdentity(state: Record<string, unknown>, me: Attachment): Record<string, unknown> {
  const user = typeof state.user === "object" && state.user !== null ? (state.user as Record<string, unknown>) : {};
  const color = typeof user.color === "string" && CURSOR_COLOUR.test(user.color) ? user.color : DEFAULT_CURSOR_COLOUR;
  return { ...state, user: { ...user, name: me.name, role: me.role, color, colorLight: `${color}33` } };
}
