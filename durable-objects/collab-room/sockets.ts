/**
 * A CollabRoom's hibernating sockets: what each keeps in its attachment, sending and broadcasting frames to them, and
 * who they say is connected. Each is tagged by its channel (collab-join.ts): JSON frames go to "room" sockets only,
 * binary frames to "document" sockets only.
 */
import type { RoomChannel, RoomIdentity } from "./join";
import type { Presence, ServerFrame } from "./protocol";

/** WebSocket.OPEN, which the runtime does not name. */
export const OPEN = 1;

/** A socket's attachment: who it is, as the worker checked it. */
export type Attachment = RoomIdentity;

export const channelOf = (socket: WebSocket): RoomChannel => (socket.deserializeAttachment() as Attachment).channel;

export function sendFrame(socket: WebSocket, frame: ServerFrame): void {
  try {
    socket.send(JSON.stringify(frame));
  } catch {
    // The socket closed between the check and the send; its close handler updates presence.
  }
}

export function broadcastFrame(sockets: WebSocket[], frame: ServerFrame, except?: WebSocket): void {
  const data = JSON.stringify(frame);
  for (const socket of sockets) {
    if (socket === except || socket.readyState !== OPEN) continue;
    try {
      socket.send(data);
    } catch {
      // As above: a socket that just closed is skipped.
    }
  }
}

export function sendBinary(socket: WebSocket, data: Uint8Array): void {
  try {
    socket.send(data);
  } catch {
    // Closed meanwhile.
  }
}

/** To every socket given (the room's "document" sockets) but one. */
export function broadcastBinary(sockets: WebSocket[], data: Uint8Array, except?: WebSocket): void {
  for (const socket of sockets) {
    if (socket === except || socket.readyState !== OPEN) continue;
    sendBinary(socket, data);
  }
}

/** Who is connected now: one entry per member, however many tabs they have open. */
export function presenceOf(sockets: WebSocket[]): Presence[] {
  const members = new Map<string, Presence>();
  for (const socket of sockets) {
    if (socket.readyState !== OPEN) continue;
    const { userId, name, role } = socket.deserializeAttachment() as RoomIdentity;
    members.set(userId, { userId, name, role });
  }
  return [...members.values()];
}
