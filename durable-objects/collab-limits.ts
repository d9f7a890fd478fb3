/** What one connection to a CollabRoom may send: the size of a frame, and how many frames a second. */
import { MAX_MESSAGE_CHARS } from "./collab-protocol";

/** A frame is a message of at most 4,000 characters and a little JSON around it; anything larger is not read. */
export const MAX_FRAME_BYTES = MAX_MESSAGE_CHARS * 4 + 1024;
/** Each connection may send 10 frames a second, in bursts of up to 20. */
export const FRAMES_PER_SECOND = 10;
export const FRAME_BURST = 20;
/** Document frames (keystrokes, cursor moves) come faster: 60 a second, in bursts of up to 300. */
export const EDITS_PER_SECOND = 60;
export const EDIT_BURST = 300;
/** A document frame is at most 1 MiB, the platform's own bound for a WebSocket message. */
export const MAX_DOCUMENT_FRAME_BYTES = 1024 * 1024;

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

  /** Takes one frame from a connection's allowance; false when it is spent. */
  take(socket: WebSocket): boolean {
    const now = Date.now();
    const last = this.#allowances.get(socket) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, last.tokens + ((now - last.at) / 1000) * this.perSecond);
    const allowed = tokens >= 1;
    this.#allowances.set(socket, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }
}
