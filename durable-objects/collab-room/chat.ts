/**
 * A CollabRoom's chat: the history in the room's own SQLite storage (see the design note in collab-room.ts), and the
 * JSON frames members send over the socket.
 */
import { z } from "zod";
import type { ErrorCode } from "../../worker/common/error-codes";
import { MAX_FRAME_BYTES } from "./limits";
import {
  type ChatMessage,
  type ClientFrame,
  MAX_CLIENT_ID_CHARS,
  MAX_MESSAGE_CHARS,
  type Member,
  type ServerFrame,
} from "./protocol";
import { type Attachment, sendFrame } from "./sockets";

const HISTORY_LIMIT = 500;
/** The most messages of one member a data export takes from one room. */
const MESSAGES_EXPORTED = 10_000;

/** A frame as the room reads it: a message that is not text counts as blank, so its sender hears why it was refused. */
export const clientFrame = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message"),
    message: z.string().catch(""),
    clientId: z.string().max(MAX_CLIENT_ID_CHARS).optional().catch(undefined),
  }),
  z.object({ type: z.literal("typing") }),
  z.object({ type: z.literal("ping") }),
]) satisfies z.ZodType<ClientFrame>;

/**
 * A JSON frame from a member's room socket (the room already checked its rate): a ping is answered, typing is passed
 * to the others through `toOthers`, and a chat message the member's role may post is stored and returned for the room
 * to send to everyone. Anything refused is answered on the socket with the reason.
 */
export function receiveChatFrame(
  sql: SqlStorage,
  socket: WebSocket,
  me: Attachment,
  raw: string,
  toOthers: (frame: ServerFrame) => void,
): { stored: ChatMessage; isNew: boolean; clientId?: string } | null {
  if (raw.length > MAX_FRAME_BYTES) {
    sendFrame(socket, { type: "error", code: "payload_too_large", message: "The frame is too large." });
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    sendFrame(socket, { type: "error", code: "invalid_json", message: "Frames are JSON." });
    return null;
  }
  const parsed = clientFrame.safeParse(json);
  if (!parsed.success) return null;
  const frame = parsed.data;
  if (frame.type === "ping") {
    sendFrame(socket, { type: "pong" });
    return null;
  }
  if (frame.type === "typing") {
    if (me.canComment) toOthers({ type: "typing", userId: me.userId, name: me.name });
    return null;
  }
  const text = frame.message.trim();
  const refuse = (code: ErrorCode, message: string) => {
    sendFrame(socket, { type: "error", code, message, clientId: frame.clientId });
    return null;
  };
  if (!me.canComment) return refuse("forbidden", "Your role cannot post in this project's chat.");
  if (!text) return refuse("invalid_input", "A message cannot be blank.");
  const tooLong = `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`;
  if (text.length > MAX_MESSAGE_CHARS) return refuse("payload_too_large", tooLong);
  const { message, isNew } = storeMessage(sql, { id: me.userId, name: me.name }, text, frame.clientId);
  return { stored: message, isNew, clientId: frame.clientId };
}

export function createChatTables(sql: SqlStorage): void {
  sql.exec(
    "CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id TEXT NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at INTEGER NOT NULL)",
  );
  // The sender's own id for a message: a resend after a lost connection is stored once, not twice.
  const columns = sql.exec<{ name: string }>("PRAGMA table_info(messages)").toArray();
  if (!columns.some((column) => column.name === "client_id"))
    sql.exec("ALTER TABLE messages ADD COLUMN client_id TEXT");
  sql.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS messages_sender_client_id ON messages (author_id, client_id) WHERE client_id IS NOT NULL",
  );
}

/**
 * Writes a message to the room's history and returns it as members receive it. A resend (same sender, same client
 * id) returns the message stored the first time.
 */
export function storeMessage(
  sql: SqlStorage,
  author: Member,
  text: string,
  clientId?: string,
): { message: ChatMessage; isNew: boolean } {
  if (clientId) {
    const [earlier] = sql
      .exec<{ id: number; author: string; message: string; created_at: number }>(
        "SELECT id, author, message, created_at FROM messages WHERE author_id = ? AND client_id = ?",
        author.id,
        clientId,
      )
      .toArray();
    if (earlier) {
      const { id, author: name, message, created_at: timestamp } = earlier;
      return { message: { id, authorId: author.id, author: name, message, timestamp }, isNew: false };
    }
  }
  const timestamp = Date.now();
  const row = sql
    .exec<{ id: number }>(
      "INSERT INTO messages (author_id, author, message, created_at, client_id) VALUES (?, ?, ?, ?, ?) RETURNING id",
      author.id,
      author.name,
      text,
      timestamp,
      clientId ?? null,
    )
    .one();
  return { message: { id: row.id, authorId: author.id, author: author.name, message: text, timestamp }, isNew: true };
}

/** Messages after an id (what a reconnecting client missed), oldest first; at most `HISTORY_LIMIT`. */
export function messagesAfter(sql: SqlStorage, after: number): ChatMessage[] {
  return sql
    .exec<{ id: number; author_id: string; author: string; message: string; created_at: number }>(
      "SELECT id, author_id, author, message, created_at FROM messages WHERE id > ? ORDER BY id LIMIT ?",
      Number.isFinite(after) ? after : 0,
      HISTORY_LIMIT,
    )
    .toArray()
    .map((row) => ({
      id: row.id,
      authorId: row.author_id,
      author: row.author,
      message: row.message,
      timestamp: row.created_at,
    }));
}

/** Messages one member wrote here, oldest first, for their data export; at most `MESSAGES_EXPORTED`. */
export function messagesWrittenBy(sql: SqlStorage, userId: string): ChatMessage[] {
  return sql
    .exec<{ id: number; author: string; message: string; created_at: number }>(
      "SELECT id, author, message, created_at FROM messages WHERE author_id = ? ORDER BY id LIMIT ?",
      userId,
      MESSAGES_EXPORTED,
    )
    .toArray()
    .map((row) => ({
      id: row.id,
      authorId: userId,
      author: row.author,
      message: row.message,
      timestamp: row.created_at,
    }));
}

export function deleteMessagesBy(sql: SqlStorage, userId: string): void {
  sql.exec("DELETE FROM messages WHERE author_id = ?", userId);
}

export function deleteAllMessages(sql: SqlStorage): void {
  sql.exec("DELETE FROM messages");
}
