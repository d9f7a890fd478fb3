/**
 * Comments on the project document, kept in the room's SQLite storage beside the chat. A thread is anchored to a
 * passage by two Yjs relative positions (made by the room against its own document when the comment is written), so
 * it follows its text through everyone's edits, and is "detached" once that text is deleted. Replies belong to a
 * thread; a thread is resolved and reopened as a whole.
 */
import { anchorOf, placeOf, selectionOutside } from "./anchors";
import type { RoomDocument } from "./document";
import {
  type CommentAction,
  type CommentOutcome,
  type CommentThread,
  DOCUMENT_TEXT,
  MAX_COMMENT_CHARS,
  MAX_REPLIES_PER_THREAD,
  MAX_THREADS,
  type Member,
} from "./protocol";

type CommentRow = {
  id: number;
  thread_id: number | null;
  author_id: string;
  author: string;
  body: string;
  anchor_start: ArrayBuffer | null;
  anchor_end: ArrayBuffer | null;
  quote: string | null;
  resolved_at: number | null;
  resolved_by: string | null;
  created_at: number;
};

export function createCommentTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY AUTOINCREMENT, thread_id INTEGER,
    author_id TEXT NOT NULL, author TEXT NOT NULL, body TEXT NOT NULL, anchor_start BLOB, anchor_end BLOB, quote TEXT,
    resolved_at INTEGER, resolved_by TEXT, created_at INTEGER NOT NULL)`);
  sql.exec("CREATE INDEX IF NOT EXISTS comments_thread ON comments (thread_id)");
}

export function dropComments(sql: SqlStorage): void {
  sql.exec("DELETE FROM comments");
}

/** A member's account was deleted: their threads (with the replies in them) and their replies go. */
export function deleteCommentsBy(sql: SqlStorage, userId: string): void {
  sql.exec(
    "DELETE FROM comments WHERE author_id = ? OR thread_id IN (SELECT id FROM comments WHERE thread_id IS NULL AND author_id = ?)",
    userId,
    userId,
  );
}

/** Where a thread's passage is now, with its words, or null once the passage is deleted. */
function resolveAnchor(document: RoomDocument, text: string, row: CommentRow) {
  const place = placeOf(document, row.anchor_start, row.anchor_end);
  return place && { ...place, text: text.slice(place.from, place.to) };
}

const comment = (row: CommentRow) => ({
  id: row.id,
  authorId: row.author_id,
  author: row.author,
  body: row.body,
  createdAt: row.created_at,
});

/** Every thread, oldest first, each with where its passage is now and its replies. */
export function listThreads(sql: SqlStorage, document: RoomDocument): CommentThread[] {
  const rows = sql.exec<CommentRow>("SELECT * FROM comments ORDER BY id").toArray();
  // The whole text once: each thread quotes its passage from it (a document holds up to 500 threads).
  const text = document.text();
  const replies = new Map<number, ReturnType<typeof comment>[]>();
  for (const row of rows) {
    if (row.thread_id === null) continue;
    replies.set(row.thread_id, [...(replies.get(row.thread_id) ?? []), comment(row)]);
  }
  return rows
    .filter((row) => row.thread_id === null)
    .map((row) => ({
      ...comment(row),
      quote: row.quote ?? "",
      anchor: resolveAnchor(document, text, row),
      resolved: row.resolved_at === null ? null : { by: row.resolved_by ?? "", at: row.resolved_at },
      replies: replies.get(row.id) ?? [],
    }));
}

/**
 * Carries out what a member asked of the comments (the caller checked they may comment): a new thread on a passage
 * the member selected (refused when the text there has changed since), a reply, or resolving and reopening a thread.
 */
export function applyCommentAction(
  sql: SqlStorage,
  document: RoomDocument,
  author: Member,
  action: CommentAction,
): CommentOutcome {
  const body = action.kind === "resolve" ? "" : action.body.trim();
  if (action.kind !== "resolve" && !body) return { ok: false, code: "invalid_input", message: "Write a comment." };
  if (body.length > MAX_COMMENT_CHARS) {
    return { ok: false, code: "invalid_input", message: `A comment is at most ${MAX_COMMENT_CHARS} characters.` };
  }
  const now = Date.now();
  if (action.kind === "add") {
    const threads = sql.exec<{ n: number }>("SELECT count(*) AS n FROM comments WHERE thread_id IS NULL").one().n;
    if (threads >= MAX_THREADS) {
      return { ok: false, code: "quota_exceeded", message: `A document holds at most ${MAX_THREADS} comment threads.` };
    }
    const text = document.doc.getText(DOCUMENT_TEXT);
    const { from, to, quote } = action;
    const outside = selectionOutside(from, to, text.length, false);
    if (outside) return { ok: false, code: "invalid_input", message: outside };
    if (text.toString().slice(from, to) !== quote) {
      return { ok: false, code: "conflict", message: "The text you selected has changed. Select it again." };
    }
    const { start, end } = anchorOf(document, from, to);
    const row = sql
      .exec<{ id: number }>(
        "INSERT INTO comments (author_id, author, body, anchor_start, anchor_end, quote, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        ...[author.id, author.name, body, start, end, quote, now],
      )
      .one();
    return { ok: true, id: row.id };
  }
  const [thread] = sql
    .exec<{ id: number }>("SELECT id FROM comments WHERE id = ? AND thread_id IS NULL", action.threadId)
    .toArray();
  if (!thread) return { ok: false, code: "not_found", message: "No such comment." };
  if (action.kind === "resolve") {
    sql.exec(
      "UPDATE comments SET resolved_at = ?, resolved_by = ? WHERE id = ?",
      action.resolved ? now : null,
      action.resolved ? author.name : null,
      thread.id,
    );
    return { ok: true, id: thread.id };
  }
  const replies = sql.exec<{ n: number }>("SELECT count(*) AS n FROM comments WHERE thread_id = ?", thread.id).one().n;
  if (replies >= MAX_REPLIES_PER_THREAD) {
    return { ok: false, code: "quota_exceeded", message: `A thread holds at most ${MAX_REPLIES_PER_THREAD} replies.` };
  }
  const row = sql
    .exec<{ id: number }>(
      "INSERT INTO comments (thread_id, author_id, author, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
      ...[thread.id, author.id, author.name, body, now],
    )
    .one();
  return { ok: true, id: row.id };
}

/** The comments and replies one member wrote here, oldest first, for their data export. */
export function commentsWrittenBy(sql: SqlStorage, userId: string) {
  return sql
    .exec<CommentRow>("SELECT * FROM comments WHERE author_id = ? ORDER BY id", userId)
    .toArray()
    .map((row) => ({ ...comment(row), threadId: row.thread_id, quote: row.quote }));
}
