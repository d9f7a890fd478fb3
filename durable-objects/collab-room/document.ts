/**
 * The project document a CollabRoom holds: a Yjs document kept in the room's SQLite storage as appended updates,
 * compacted into one snapshot every COMPACT_EVERY updates. The room answers the Yjs sync protocol (y-protocols/sync)
 * with it; awareness (cursors, selections) is only relayed, never stored.
 */
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { MAX_STORED_DOCUMENT_BYTES } from "./limits";
import { DOCUMENT_TEXT, MAX_DOCUMENT_CHARS, MESSAGE_AWARENESS, MESSAGE_SYNC } from "./protocol";

/** After this many stored updates the room folds them into one snapshot. */
export const COMPACT_EVERY = 200;

/** What a sync frame from a member led to. */
export type SyncOutcome =
  | { kind: "reply"; reply: Uint8Array | null; update: Uint8Array | null }
  | { kind: "refused"; reason: "read-only" | "too-large" | "not-text" | "malformed" };

/**
 * Whether an update only writes the document's text: plain strings and deletions in the root text type. Anything
 * else (another root type, a map entry, an embedded type, formatting, binary or JSON content) would be stored and
 * sent to every member while the text's length limit never saw it.
 */
export function writesOnlyText(update: Uint8Array): boolean {
  let structs: ReturnType<typeof Y.decodeUpdate>["structs"];
  try {
    structs = Y.decodeUpdate(update).structs;
  } catch {
    return false;
  }
  return structs.every((struct) => {
    // GC and Skip structs stand for content that is gone or not in this update: they carry none.
    if (!(struct instanceof Y.Item)) return true;
    // A decoded item names a root type by its name; a null parent is inferred from the item's neighbours, which are
    // text the room already accepted.
    const parent: unknown = struct.parent;
    if (struct.parentSub !== null || (parent !== null && parent !== DOCUMENT_TEXT)) return false;
    return struct.content instanceof Y.ContentString || struct.content instanceof Y.ContentDeleted;
  });
}

export function createDocumentTables(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS document_updates (id INTEGER PRIMARY KEY AUTOINCREMENT, data BLOB NOT NULL)");
}

export function dropDocument(sql: SqlStorage): void {
  sql.exec("DELETE FROM document_updates");
}

const frame = (type: number, write: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** A sync frame carrying one document update, as the room broadcasts it. */
export function updateFrame(update: Uint8Array): Uint8Array {
  return frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
}

export class RoomDocument {
  readonly doc = new Y.Doc();
  #stored = 0;
  #storedBytes = 0;

  /** Loads the stored updates; with none stored, starts the document from `seed` (the project's saved text). */
  constructor(
    private readonly sql: SqlStorage,
    seed: string,
  ) {
    const rows = sql.exec<{ data: ArrayBuffer }>("SELECT data FROM document_updates ORDER BY id").toArray();
    for (const row of rows) Y.applyUpdate(this.doc, new Uint8Array(row.data));
    this.#stored = rows.length;
    this.#storedBytes = rows.reduce((sum, row) => sum + row.data.byteLength, 0);
    if (rows.length === 0 && seed) this.replaceText(seed);
  }

  /** What the document's stored updates take, in bytes. */
  get storedBytes(): number {
    return this.#storedBytes;
  }

  text(): string {
    return this.doc.getText(DOCUMENT_TEXT).toString();
  }

  /** The room's own edit (a restore, a save over HTTP): the text becomes `text`; returns the update to broadcast. */
  replaceText(text: string): Uint8Array | null {
    const current = this.text();
    // Only the changed middle is replaced, so carets outside it stay where they were.
    let start = 0;
    while (start < current.length && start < text.length && current[start] === text[start]) start++;
    let end = 0;
    while (
      end < current.length - start &&
      end < text.length - start &&
      current[current.length - 1 - end] === text[text.length - 1 - end]
    )
      end++;
    return this.replaceRange(start, current.length - end, text.slice(start, text.length - end));
  }

  /** The room's own edit of [from, to) (an accepted suggestion): it becomes `insert`; returns the update to broadcast. */
  replaceRange(from: number, to: number, insert: string): Uint8Array | null {
    let update: Uint8Array | null = null;
    const capture = (data: Uint8Array) => {
      update = data;
    };
    this.doc.on("update", capture);
    this.doc.transact(() => {
      const shared = this.doc.getText(DOCUMENT_TEXT);
      shared.delete(from, to - from);
      shared.insert(from, insert);
    });
    this.doc.off("update", capture);
    if (update) this.#store(update);
    return update;
  }

  step1(): Uint8Array {
    return frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, this.doc));
  }

  /**
   * Reads a sync frame's body (after its type): a member's state vector gets the updates it lacks; an update (or a
   * step 2) from a member who may edit is applied and stored, unless it would make the document too long.
   */
  receive(decoder: decoding.Decoder, canEdit: boolean): SyncOutcome {
    let type: number;
    let payload: Uint8Array;
    try {
      type = decoding.readVarUint(decoder);
      payload = decoding.readVarUint8Array(decoder);
    } catch {
      return { kind: "refused", reason: "malformed" };
    }
    if (type === syncProtocol.messageYjsSyncStep1) {
      let reply: Uint8Array;
      try {
        reply = frame(MESSAGE_SYNC, (encoder) => {
          encoding.writeVarUint(encoder, syncProtocol.messageYjsSyncStep2);
          encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(this.doc, payload));
        });
      } catch {
        return { kind: "refused", reason: "malformed" };
      }
      return { kind: "reply", reply, update: null };
    }
    if (type !== syncProtocol.messageYjsSyncStep2 && type !== syncProtocol.messageYjsUpdate)
      return { kind: "refused", reason: "malformed" };
    if (!canEdit) return { kind: "refused", reason: "read-only" };
    if (!writesOnlyText(payload)) return { kind: "refused", reason: "not-text" };
    if (this.#tooLongWith(payload)) return { kind: "refused", reason: "too-large" };
    if (this.#storedBytes + payload.byteLength > MAX_STORED_DOCUMENT_BYTES) {
      this.#compact();
      if (this.#storedBytes + payload.byteLength > MAX_STORED_DOCUMENT_BYTES)
        return { kind: "refused", reason: "too-large" };
    }
    // Yjs reports what the update changed (nothing for a step 2 that repeats what the room has): that is stored
    // and sent on.
    let applied: Uint8Array | null = null;
    const capture = (update: Uint8Array) => {
      applied = update;
    };
    this.doc.on("update", capture);
    let incomplete = false;
    try {
      Y.applyUpdate(this.doc, payload, "member");
    } catch {
      return { kind: "refused", reason: "malformed" };
    } finally {
      this.doc.off("update", capture);
      // Parts whose predecessors have not reached the room (frames can arrive out of order) would wait in memory
      // unbounded: they are dropped, and the member is asked at once for what the room lacks; its answer (a sync
      // step 2) brings them with what they depend on.
      incomplete = this.doc.store.pendingStructs !== null || this.doc.store.pendingDs !== null;
      this.doc.store.pendingStructs = null;
      this.doc.store.pendingDs = null;
    }
    const reply = incomplete ? this.step1() : null;
    if (!applied) return { kind: "reply", reply, update: null };
    this.#store(applied);
    return { kind: "reply", reply, update: applied };
  }

  /** Whether applying the update would take the text past MAX_DOCUMENT_CHARS (tried on a copy when near it). */
  #tooLongWith(update: Uint8Array): boolean {
    if (this.text().length + update.byteLength <= MAX_DOCUMENT_CHARS) return false;
    const probe = new Y.Doc();
    Y.applyUpdate(probe, Y.encodeStateAsUpdate(this.doc));
    try {
      Y.applyUpdate(probe, update);
    } catch {
      return true;
    }
    return probe.getText(DOCUMENT_TEXT).length > MAX_DOCUMENT_CHARS;
  }

  #store(update: Uint8Array): void {
    this.sql.exec("INSERT INTO document_updates (data) VALUES (?)", update);
    this.#stored += 1;
    this.#storedBytes += update.byteLength;
    if (this.#stored >= COMPACT_EVERY) this.#compact();
  }

  /** Folds the stored updates into one snapshot of the document as it stands. */
  #compact(): void {
    const snapshot = Y.encodeStateAsUpdate(this.doc);
    this.sql.exec("DELETE FROM document_updates");
    this.sql.exec("INSERT INTO document_updates (data) VALUES (?)", snapshot);
    this.#stored = 1;
    this.#storedBytes = snapshot.byteLength;
  }
}

/** One client's entry in an awareness update: its id, its clock, and its state (null when it left). */
export interface AwarenessEntry {
  id: number;
  clock: number;
  state: Record<string, unknown> | null;
}

/** The entries of an awareness update; throws on one that is not well formed. */
export function awarenessEntries(update: Uint8Array): AwarenessEntry[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: AwarenessEntry[] = [];
  for (let i = 0; i < count; i++) {
    const id = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state: unknown = JSON.parse(decoding.readVarString(decoder));
    if (state !== null && (typeof state !== "object" || Array.isArray(state))) throw new Error("not a state");
    entries.push({ id, clock, state: state as Record<string, unknown> | null });
  }
  return entries;
}

/** An awareness frame carrying these entries. */
export function awarenessFrame(entries: AwarenessEntry[]): Uint8Array {
  return frame(MESSAGE_AWARENESS, (encoder) => {
    const body = encoding.createEncoder();
    encoding.writeVarUint(body, entries.length);
    for (const { id, clock, state } of entries) {
      encoding.writeVarUint(body, id);
      encoding.writeVarUint(body, clock);
      encoding.writeVarString(body, JSON.stringify(state));
    }
    encoding.writeVarUint8Array(encoder, encoding.toUint8Array(body));
  });
}

/** An awareness frame saying these clients are gone (a null state, one clock later). */
export function awarenessRemoval(clients: { id: number; clock: number }[]): Uint8Array {
  return awarenessFrame(clients.map(({ id, clock }) => ({ id, clock: clock + 1, state: null })));
}
