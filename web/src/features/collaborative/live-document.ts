import type * as decoding from "lib0/decoding";
import * as authProtocol from "y-protocols/auth";
import type { Awareness } from "y-protocols/awareness";
import { messageAuth, WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { DOCUMENT_TEXT } from "../../../../durable-objects/collab-room/protocol";
import { liveSocketUrl } from "../../lib/live-socket-url";

export type LiveStatus = "connecting" | "live" | "offline" | "closed";

const MAX_BACKOFF_MS = 30_000;

export interface LiveDocumentEvents {
  status(status: LiveStatus): void;
  /** The room refused an edit (from a read-only role, or a document over its limit), saying why. */
  refused(reason: string): void;
}

/**
 * The project document as one browser holds it: a Yjs document synced with the project's room by y-websocket's own
 * `WebsocketProvider` at `/api/collaborative/documents/<projectId>`, the endpoint any Yjs editor can join. It
 * reconnects with backoff, sends what was typed offline when the connection returns, and stops for good when the room
 * closes with a final code (4400-4499: removed, signed out, deleted, too many connections).
 */
export class LiveDocument {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(DOCUMENT_TEXT);
  readonly #provider: WebsocketProvider;

  constructor(projectId: string, user: { name: string; color: string }, events: LiveDocumentEvents) {
    // The room is the one authority: tabs do not pass edits to each other behind its back.
    this.#provider = new WebsocketProvider(liveSocketUrl("/api/collaborative/documents"), projectId, this.doc, {
      connect: false,
      disableBc: true,
      maxBackoffTime: MAX_BACKOFF_MS,
    });
    const provider = this.#provider;
    provider.awareness.setLocalStateField("user", {
      name: user.name,
      color: user.color,
      colorLight: `${user.color}33`,
    });
    // The room refuses an edit with y-protocols' "permission denied"; the stock handler only logs it.
    provider.messageHandlers[messageAuth] = (_encoder: unknown, decoder: decoding.Decoder) =>
      authProtocol.readAuthMessage(decoder, this.doc, (_doc, reason) => events.refused(reason));
    let synced = false;
    provider.on("sync", (isSynced: boolean) => {
      if (!isSynced) return;
      synced = true;
      events.status("live");
    });
    provider.on("status", ({ status }: { status: string }) => {
      if (status === "connecting") events.status(synced ? "offline" : "connecting");
      else if (status === "disconnected") events.status("offline");
    });
    provider.on("closed", () => events.status("closed"));
    provider.connect();
  }

  get awareness(): Awareness {
    return this.#provider.awareness;
  }

  destroy(): void {
    this.#provider.destroy();
    this.doc.destroy();
  }
}
