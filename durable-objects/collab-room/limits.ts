/** What one connection to a CollabRoom may send: the size of a frame, and how many frames a second. */
import { MAX_MESSAGE_CHARS } from "./protocol";

/** A frame is a message of at most 4,000 characters and a little JSON around it; anything larger is not read. */
export const MAX_FRAME_BYTES = MAX_MESSAGE_CHARS * 4 + 1024;
/** Each connection may send 10 frames a second, in bursts of up to 20. */
export const FRAMES_PER_SECOND = 10;
export const FRAME_BURST = 20;
/** Document frames (keystrokes, cursor moves) come faster: 60 a second, in bursts of up to 300. */
export const EDITS_PER_SECOND = 60;
export const EDIT_BURST = 300;
/** A document frame is at most 512 KiB: a pasted chapter fits, a flood does not. */
export const MAX_DOCUMENT_FRAME_BYTES = 512 * 1024;
/** Each connection may send 2 MiB of document frames at once, then 64 KiB a second: far above anyone's typing. */
export const DOCUMENT_BYTES_PER_SECOND = 64 * 1024;
export const DOCUMENT_BYTES_BURST = 2 * 1024 * 1024;
/** The stored document (its updates since the last snapshot) is at most 8 MiB; past it the room compacts first. */
export const MAX_STORED_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** An awareness frame (a cursor, a selection, a name) is small; larger ones are not relayed. */
export const MAX_AWARENESS_FRAME_BYTES = 8 * 1024;
/** A member may have this many live sockets in one room (tabs, devices); one more is refused. */
export const MAX_SOCKETS_PER_MEMBER = 5;

/** A connection's frame allowance (a token bucket). Kept in memory: it refills anyway while the room hibernates. */
interface Allowance {
  tokens: number;
  at: number;
}

/** Each connection's allowance of one kind of frame: `perSecond` on average, in bursts of up to `burst`. */
export class FrameAllowances {
  #allowances = new WeakMap<WebSocket, Allowance>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** Takes `cost` (one frame, or its bytes) from a connection's allowance; false when too little is left. */
  take(socket: WebSocket, cost = 1): boolean {
    const now = Date.now();
    const last = this.#allowances.get(socket) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, last.tokens + ((now - last.at) / 1000) * this.perSecond);
    const allowed = tokens >= cost;
    this.#allowances.set(socket, { tokens: allowed ? tokens - cost : tokens, at: now });
    return allowed;
  }
}
