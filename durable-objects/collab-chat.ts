/**
 * A CollabRoom's chat: the history in the room's own SQLite storage (see the design note in collab-room.ts), and the
 * JSON frames members send over the socket.
 */
import { z } from "zod";
import { type ChatMessage, type ClientFrame, MAX_CLIENT_ID_CHARS, type Member } from "./collab-protocol";

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
export function storeMessage(sql: SqlStorage, author: Member, text: string, clientId?: string): ChatMessage {
  if (clientId) {
    const [earlier] = sql
      .exec<{ id: number; author: string; message: string; created_at: number }>(
        "SELECT id, author, message, created_at FROM messages WHERE author_id = ? AND client_id = ?",
        author.id,
        clientId,
      )
      .toArray();
    if (earlier)
      return {
        id: earlier.id,
        authorId: author.id,
        author: earlier.author,
        message: earlier.message,
        timestamp: earlier.created_at,
      };
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
  return { id: row.id, authorId: author.id, author: author.name, message: text, timestamp };
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
