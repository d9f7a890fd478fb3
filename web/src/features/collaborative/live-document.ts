import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  DELETED_CLOSE_CODE,
  DOCUMENT_TEXT,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  REMOVED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from "../../../../durable-objects/collab-protocol";
import { liveSocketUrl } from "../../lib/live-socket-url";

export type LiveStatus = "connecting" | "live" | "offline" | "closed";

const MAX_BACKOFF_MS = 30_000;
/** Close codes after which reconnecting cannot help. */
const FINAL_CLOSES = new Set([
  REMOVED_CLOSE_CODE,
  DELETED_CLOSE_CODE,
  SIGNED_OUT_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
]);

export interface LiveDocumentEvents {
  status(status: LiveStatus): void;
  /** The room refused something (an edit from a read-only role, a document over its limit). */
  refused(code: string, message: string): void;
}

/**
 * The project document as one browser holds it: a Yjs document synced with the project's room over its own socket
 * (the y-protocols sync and awareness messages), reconnecting with backoff. What is typed while offline stays in the
 * document and is sent when the connection returns (the room asks for it with its sync step 1).
 */
export class LiveDocument {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(DOCUMENT_TEXT);
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  #socket: WebSocket | null = null;
  #attempt = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(
    private readonly projectId: string,
    user: { name: string; color: string },
    private readonly events: LiveDocumentEvents,
  ) {
    this.awareness.setLocalStateField("user", { name: user.name, color: user.color, colorLight: `${user.color}33` });
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin === this) return;
      this.#send(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
    });
    this.awareness.on(
      "update",
      ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin === this) return;
        const changed = [...added, ...updated, ...removed];
        this.#send(MESSAGE_AWARENESS, (encoder) =>
          encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)),
        );
      },
    );
    this.#open();
  }

  destroy(): void {
    this.#stopped = true;
    clearTimeout(this.#retry);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], "left");
    this.#socket?.close(1000, "Left the document");
    this.awareness.destroy();
    this.doc.destroy();
  }

  #open(): void {
    this.events.status(this.#attempt === 0 ? "connecting" : "offline");
    const url = liveSocketUrl(`/api/collaborative/projects/${this.projectId}/live`);
    const socket = new WebSocket(url);
    socket.binaryType = "arraybuffer";
    this.#socket = socket;
    socket.onopen = () => {
      this.#send(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, this.doc));
      this.#send(MESSAGE_AWARENESS, (encoder) =>
        encoding.writeVarUint8Array(
          encoder,
          awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]),
        ),
      );
    };
    socket.onmessage = (event) => {
      if (typeof event.data === "string") return this.#onJson(JSON.parse(event.data) as ServerFrame);
      this.#onBinary(new Uint8Array(event.data as ArrayBuffer));
    };
    socket.onclose = (event) => {
      if (this.#socket === socket) this.#socket = null;
      if (this.#stopped) return;
      if (FINAL_CLOSES.has(event.code)) {
        this.events.status("closed");
        return;
      }
      this.events.status("offline");
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.#attempt);
      this.#attempt += 1;
      this.#retry = setTimeout(() => this.#open(), delay);
    };
  }

  #onJson(frame: ServerFrame): void {
    if (frame.type === "welcome") {
      this.#attempt = 0;
      this.events.status("live");
    } else if (frame.type === "error" && (frame.code === "forbidden" || frame.code === "payload_too_large")) {
      this.events.refused(frame.code, frame.message);
    }
  }

  #onBinary(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
      if (encoding.length(encoder) > 1) this.#socket?.send(encoding.toUint8Array(encoder));
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
    }
  }

  #send(type: number, write: (encoder: encoding.Encoder) => void): void {
    const socket = this.#socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    socket.send(encoding.toUint8Array(encoder));
  }
}
