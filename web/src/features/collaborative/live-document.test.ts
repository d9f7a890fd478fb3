import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as authProtocol from "y-protocols/auth";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  DOCUMENT_TEXT,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  REMOVED_CLOSE_CODE,
} from "../../../../durable-objects/collab-room/protocol";
import { LiveDocument } from "./live-document";

/** A stand-in for the browser's WebSocket that records what the page sends. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  binaryType = "blob";
  sent: Uint8Array[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" } as { code: number });
  }
  receive(frame: Uint8Array) {
    this.onmessage?.({ data: new Uint8Array(frame).buffer });
  }
}

const typeOf = (frame: Uint8Array) => decoding.readVarUint(decoding.createDecoder(frame));

/** The room's side: applies what the page sends as sync messages to its own document and answers step 1s. */
function roomApplies(room: Y.Doc, frames: Uint8Array[]) {
  const replies: Uint8Array[] = [];
  for (const frame of frames) {
    const decoder = decoding.createDecoder(frame);
    if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) continue;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.readSyncMessage(decoder, encoder, room, "page");
    if (encoding.length(encoder) > 1) replies.push(encoding.toUint8Array(encoder));
  }
  return replies;
}

const roomStep1 = (room: Y.Doc) => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, room);
  return encoding.toUint8Array(encoder);
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the live document", () => {
  it("opens with a sync step 1 and its caret, sends edits, and keeps what is typed offline for the reconnect", () => {
    const statuses: string[] = [];
    const live = new LiveDocument(
      "p1",
      { name: "Ana", color: "#2563eb" },
      { status: (s) => statuses.push(s), refused: vi.fn() },
    );
    const first = FakeSocket.all[0]!;
    expect(first.url).toMatch(/\/api\/collaborative\/documents\/p1$/);
    expect(first.binaryType).toBe("arraybuffer");
    first.open();
    expect(first.sent.map(typeOf)).toEqual([MESSAGE_SYNC, MESSAGE_AWARENESS]);
    expect(statuses.at(-1)).toBe("connecting");

    const room = new Y.Doc();
    // The room answers the page's step 1 with its step 2: the page is in sync, and live.
    for (const reply of roomApplies(room, first.sent)) first.receive(reply);
    expect(statuses.at(-1)).toBe("live");
    live.text.insert(0, "Hello");
    roomApplies(room, first.sent);
    expect(room.getText(DOCUMENT_TEXT).toString()).toBe("Hello");

    first.drop();
    expect(statuses.at(-1)).toBe("offline");
    live.text.insert(5, " offline");
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.all[1]!;
    second.open();
    // The room asks for what it lacks; the page's answer carries the offline edit.
    second.receive(roomStep1(room));
    roomApplies(room, second.sent);
    expect(room.getText(DOCUMENT_TEXT).toString()).toBe("Hello offline");
    live.destroy();
  });

  it("applies the room's edits without sending them back, and reports refusals", () => {
    const refused = vi.fn();
    const live = new LiveDocument("p1", { name: "Ana", color: "#2563eb" }, { status: vi.fn(), refused });
    const socket = FakeSocket.all[0]!;
    socket.open();
    const before = socket.sent.length;
    const room = new Y.Doc();
    room.getText(DOCUMENT_TEXT).insert(0, "From a teammate");
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(room));
    socket.receive(encoding.toUint8Array(encoder));
    expect(live.text.toString()).toBe("From a teammate");
    expect(socket.sent.length).toBe(before);

    const refusal = encoding.createEncoder();
    encoding.writeVarUint(refusal, MESSAGE_AUTH);
    authProtocol.writePermissionDenied(refusal, "Your role cannot edit this document.");
    socket.receive(encoding.toUint8Array(refusal));
    expect(refused).toHaveBeenCalledWith("Your role cannot edit this document.");
    live.destroy();
  });

  it("does not reconnect after the member was removed", () => {
    const statuses: string[] = [];
    new LiveDocument("p1", { name: "Ana", color: "#2563eb" }, { status: (s) => statuses.push(s), refused: vi.fn() });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(REMOVED_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toBe("closed");
  });
});
