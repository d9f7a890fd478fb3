/**
 * A CollabRoom's hibernating sockets: what each keeps in its attachment, sending and broadcasting frames to them, and
 * who they say is connected. JSON frames carry the chat; binary frames carry the document.
 */
import type { RoomIdentity } from "./collab-join";
import type { Presence, ServerFrame } from "./collab-protocol";

/** WebSocket.OPEN, which the runtime does not name. */
export const OPEN = 1;

/** A socket's attachment: who it is, and whether its editor takes the document's frames. */
export type Attachment = RoomIdentity & { document?: boolean };

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

/** To every socket whose editor takes document frames. */
export function broadcastBinary(sockets: WebSocket[], data: Uint8Array, except?: WebSocket): void {
  for (const socket of sockets) {
    if (socket === except || socket.readyState !== OPEN) continue;
    if (!(socket.deserializeAttachment() as Attachment).document) continue;
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
