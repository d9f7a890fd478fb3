/**
 * How long a test waits for a socket frame or a change it expects. It fails only when the event never comes, so the
 * bound is generous: a frame that takes 20 ms on an idle machine can take seconds on a busy one.
 */
export const FRAME_WAIT_MS = 20_000;
