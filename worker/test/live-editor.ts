import { exports } from "cloudflare:workers";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { expect } from "vitest";
import * as authProtocol from "y-protocols/auth";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { type AwarenessEntry, awarenessEntries, awarenessFrame } from "../../durable-objects/collab-room/document";
import {
  DOCUMENT_TEXT,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
} from "../../durable-objects/collab-room/protocol";
import { ORIGIN } from "./client";
import { SocketWaiter } from "./waits";

/**
 * An editor as any Yjs client runs one: a Yjs document synced with the room over the project's document socket in the
 * y-websocket protocol (e2e/yjs-stock-client.e2e.ts joins it with y-websocket's own provider).
 */
export class Editor {
  readonly doc = new Y.Doc();
  /** The reasons of the room's "permission denied" answers, in the order they came. */
  readonly refusals: string[] = [];
  /** Every text frame the socket received: the y-websocket protocol has none. */
  readonly textFrames: string[] = [];
  /** The awareness entries (cursors, names) the room relayed from the others, in the order they came. */
  readonly cursors: AwarenessEntry[] = [];
  closeCode: number | null = null;
  private socket: WebSocket | null = null;
  private readonly waiter = new SocketWaiter();

  constructor(
    private readonly cookie: string,
    private readonly projectId: string,
  ) {
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== "room") this.send(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
      this.waiter.changed();
    });
  }

  get text(): string {
    return this.doc.getText(DOCUMENT_TEXT).toString();
  }

  async connect(): Promise<void> {
    const response = await exports.default.fetch(`${ORIGIN}/api/collaborative/documents/${this.projectId}`, {
      headers: { Upgrade: "websocket", cookie: this.cookie },
    });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    socket.addEventListener("close", (event) => {
      this.closeCode = event.code;
      this.waiter.changed();
    });
    // Binary frames arrive here as Blobs: they are read in order, one after another.
    let reading = Promise.resolve();
    socket.addEventListener("message", (event) => {
      reading = reading.then(() => this.receive(socket, event.data as string | Blob));
    });
    this.socket = socket;
    this.send(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, this.doc));
  }

  private async receive(socket: WebSocket, data: string | Blob): Promise<void> {
    {
      if (typeof data === "string") {
        this.textFrames.push(data);
        return;
      }
      const decoder = decoding.createDecoder(new Uint8Array(await data.arrayBuffer()));
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_AUTH) {
        authProtocol.readAuthMessage(decoder, this.doc, (_doc, reason) => this.refusals.push(reason));
        this.waiter.changed();
        return;
      }
      if (type === MESSAGE_AWARENESS) {
        this.cursors.push(...awarenessEntries(decoding.readVarUint8Array(decoder)));
        this.waiter.changed();
        return;
      }
      if (type !== MESSAGE_SYNC) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, this.doc, "room");
      // A frame read after the socket closed (by either side) has nobody left to answer.
      if (encoding.length(encoder) > 1 && socket.readyState === WebSocket.OPEN) {
        socket.send(encoding.toUint8Array(encoder));
      }
    }
  }

  disconnect(): void {
    this.socket?.close(1000, "Left");
    this.socket = null;
  }

  /** Sends an awareness frame as a client would, saying whatever it likes about itself. */
  announce(entries: AwarenessEntry[]): void {
    this.socket?.send(awarenessFrame(entries));
  }

  /** Sends a frame as it is, as a client whose frames arrive in another order than it sent them would. */
  sendRaw(frame: Uint8Array): void {
    this.socket?.send(frame);
  }

  type(index: number, text: string): void {
    this.doc.getText(DOCUMENT_TEXT).insert(index, text);
  }

  /** Resolves once the condition holds (checked on every frame and edit), or fails after FRAME_WAIT_MS. */
  async until(condition: () => boolean, what: string): Promise<void> {
    await this.waiter.until(condition, what);
  }

  private send(type: number, write: (encoder: encoding.Encoder) => void): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    this.socket.send(encoding.toUint8Array(encoder));
  }
}
