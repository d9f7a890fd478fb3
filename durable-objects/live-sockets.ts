/**
 * What a project room and the status hub share about their hibernating sockets: each is tagged by its session (so
 * signing out closes it), closes when that session ends (the object's alarm), and gives its member's claim back to
 * MemberSockets when it closes.
 */
import type { Env } from "../worker/env";

/** What both keep in a socket's attachment about whose it is. */
export interface SocketOwner {
  userId: string;
  /** The member's claim on the socket; absent on sockets opened before claims existed. */
  socketId?: string;
  /** When its session ends unless it is used again. */
  expiresAt: number;
}

/** The tag of a session's sockets (the other tag is the member's id), so one session's sockets can be closed. */
export const sessionTag = (session: string) => `session:${session}`;

/** Sets the object's one alarm to `at` unless it already rings sooner. */
export async function wakeBy(storage: DurableObjectStorage, at: number): Promise<void> {
  const alarm = await storage.getAlarm();
  if (alarm === null || alarm > at) await storage.setAlarm(at);
}

/** The sockets whose session has ended by `now`, and when the next of the others ends (Infinity when none does). */
export function sessionsEnded(sockets: WebSocket[], now: number): { ended: WebSocket[]; next: number } {
  const ended: WebSocket[] = [];
  let next = Number.POSITIVE_INFINITY;
  for (const socket of sockets) {
    const { expiresAt } = socket.deserializeAttachment() as SocketOwner;
    if (expiresAt <= now) ended.push(socket);
    else next = Math.min(next, expiresAt);
  }
  return { ended, next };
}

/** Gives the member's claim on a closed socket back (twice is harmless); a failure only delays it a day. */
export function releaseClaim(ctx: DurableObjectState, env: Env, socket: WebSocket): void {
  const { userId, socketId } = (socket.deserializeAttachment() ?? {}) as Partial<SocketOwner>;
  if (!userId || !socketId) return;
  ctx.waitUntil(
    env.MEMBER_SOCKETS.getByName(userId)
      .release(socketId)
      .catch(() => undefined),
  );
}
