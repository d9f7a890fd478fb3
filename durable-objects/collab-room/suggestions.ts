/**
 * Suggestions (tracked changes) on the project document, kept in the room's SQLite storage beside the comments. A
 * suggestion proposes that a passage become other text; the document itself holds only accepted text, so every
 * export and version is accepted text by construction. Accepting applies the change as the room's own edit, credited
 * to the member who suggested it; a suggestion whose passage was deleted or has changed since is never applied.
 */
import { anchorOf, placeOf, selectionOutside } from "./anchors";
import type { RoomDocument } from "./document";
import {
  MAX_DOCUMENT_CHARS,
  MAX_SUGGESTION_CHARS,
  MAX_SUGGESTIONS,
  type Member,
  type Suggestion,
  type SuggestionAction,
  type SuggestionOutcome,
  type WritingOrigin,
} from "./protocol";

type SuggestionRow = {
  id: number;
  author_id: string;
  author: string;
  quote: string;
  replacement: string;
  anchor_start: ArrayBuffer;
  anchor_end: ArrayBuffer;
  status: Suggestion["status"];
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
  origin: Suggestion["origin"];
};

/** An accepted suggestion's edit, for the room to send to the editors and credit to the suggestion's author. */
export interface AcceptedEdit {
  update: Uint8Array;
  author: { userId: string; name: string };
  /** The AI's or a member's suggestion: recorded as such, whatever its length. */
  origin?: WritingOrigin;
}

export function createSuggestionTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS suggestions (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id TEXT NOT NULL,
    author TEXT NOT NULL, quote TEXT NOT NULL, replacement TEXT NOT NULL, anchor_start BLOB NOT NULL,
    anchor_end BLOB NOT NULL, status TEXT NOT NULL DEFAULT 'open', decided_by TEXT, decided_at INTEGER,
    created_at INTEGER NOT NULL, origin TEXT NOT NULL DEFAULT 'member')`);
}

export function dropSuggestions(sql: SqlStorage): void {
  sql.exec("DELETE FROM suggestions");
}

/** A member's account was deleted: their open suggestions go; decided ones are part of the text's history. */
export function deleteSuggestionsBy(sql: SqlStorage, userId: string): void {
  sql.exec("DELETE FROM suggestions WHERE author_id = ? AND status = 'open'", userId);
  sql.exec("UPDATE suggestions SET author = '', author_id = '' WHERE author_id = ?", userId);
}

function suggestionOf(row: SuggestionRow, document: RoomDocument): Suggestion {
  return {
    id: row.id,
    authorId: row.author_id,
    author: row.author,
    quote: row.quote,
    replacement: row.replacement,
    anchor: row.status === "open" ? placeOf(document, row.anchor_start, row.anchor_end, { empty: !row.quote }) : null,
    status: row.status,
    decided: row.decided_at === null ? null : { by: row.decided_by ?? "", at: row.decided_at },
    createdAt: row.created_at,
    origin: row.origin,
  };
}

/** Every suggestion, oldest first, each open one with where its passage is now. */
export function listSuggestions(sql: SqlStorage, document: RoomDocument): Suggestion[] {
  return sql
    .exec<SuggestionRow>("SELECT * FROM suggestions ORDER BY id")
    .toArray()
    .map((row) => suggestionOf(row, document));
}

/**
 * Carries out what a member asked of the suggestions (the caller checked the role: suggesting for those who comment,
 * deciding for those who edit). Answers the outcome and the edits that accepting made.
 */
export function applySuggestionAction(
  sql: SqlStorage,
  document: RoomDocument,
  member: Member,
  action: SuggestionAction,
): { outcome: SuggestionOutcome; edits: AcceptedEdit[] } {
  if (action.kind === "add") return { outcome: addSuggestion(sql, document, member, action), edits: [] };
  const rows =
    action.kind === "decide"
      ? sql.exec<SuggestionRow>("SELECT * FROM suggestions WHERE id = ?", action.suggestionId).toArray()
      : sql.exec<SuggestionRow>("SELECT * FROM suggestions WHERE status = 'open' ORDER BY id").toArray();
  const [only] = rows;
  if (action.kind === "decide" && !only) {
    return { outcome: { ok: false, code: "not_found", message: "No such suggestion." }, edits: [] };
  }
  if (action.kind === "decide" && only?.status !== "open") {
    return { outcome: { ok: false, code: "conflict", message: "This suggestion was already decided." }, edits: [] };
  }
  const edits: AcceptedEdit[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (action.accept) {
      const edit = accept(document, row);
      if (!edit.ok) {
        if (action.kind === "decide") return { outcome: { ok: false, code: "conflict", message: edit.why }, edits };
        skipped++;
        continue;
      }
      // Accepted text is recorded as what it was, the AI's or a member's suggestion, never as a paste for its length.
      const origin = row.origin === "ai" ? ("ai" as const) : ("suggested" as const);
      if (edit.update) edits.push({ update: edit.update, author: { userId: row.author_id, name: row.author }, origin });
    }
    sql.exec(
      "UPDATE suggestions SET status = ?, decided_by = ?, decided_at = ? WHERE id = ?",
      ...[action.accept ? "accepted" : "rejected", member.name, Date.now(), row.id],
    );
  }
  const outcome = { ok: true as const, id: only && action.kind === "decide" ? only.id : null };
  return { outcome: { ...outcome, decided: rows.length - skipped, skipped }, edits };
}

function addSuggestion(
  sql: SqlStorage,
  document: RoomDocument,
  member: Member,
  { from, to, quote, replacement, origin = "member" }: Extract<SuggestionAction, { kind: "add" }>,
): SuggestionOutcome {
  if (replacement.length > MAX_SUGGESTION_CHARS) {
    return { ok: false, code: "invalid_input", message: `A suggestion is at most ${MAX_SUGGESTION_CHARS} characters.` };
  }
  const text = document.text();
  const outside = selectionOutside(from, to, text.length, true);
  if (outside) return { ok: false, code: "invalid_input", message: outside };
  if (text.slice(from, to) !== quote) {
    return { ok: false, code: "conflict", message: "The text you selected has changed. Select it again." };
  }
  // Only what differs is suggested, so a suggestion on a sentence that changes one word marks that word.
  let head = 0;
  while (head < quote.length && head < replacement.length && quote[head] === replacement[head]) head++;
  let tail = 0;
  while (
    tail < quote.length - head &&
    tail < replacement.length - head &&
    quote[quote.length - 1 - tail] === replacement[replacement.length - 1 - tail]
  )
    tail++;
  if (head === quote.length && head === replacement.length) {
    return { ok: false, code: "invalid_input", message: "The suggestion changes nothing." };
  }
  const count = sql.exec<{ n: number }>("SELECT count(*) AS n FROM suggestions").one().n;
  if (count >= MAX_SUGGESTIONS) {
    return { ok: false, code: "quota_exceeded", message: `A document holds at most ${MAX_SUGGESTIONS} suggestions.` };
  }
  const start = from + head;
  const end = to - tail;
  const anchor = anchorOf(document, start, end);
  const row = sql
    .exec<{ id: number }>(
      "INSERT INTO suggestions (author_id, author, quote, replacement, anchor_start, anchor_end, created_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      ...[member.id, member.name, text.slice(start, end), replacement.slice(head, replacement.length - tail)],
      ...[anchor.start, anchor.end, Date.now(), origin],
    )
    .one();
  return { ok: true, id: row.id, decided: 0, skipped: 0 };
}

/** Applies an open suggestion to the document, unless its passage is gone or reads differently now. */
function accept(document: RoomDocument, row: SuggestionRow) {
  const place = placeOf(document, row.anchor_start, row.anchor_end, { empty: !row.quote });
  if (!place) return { ok: false as const, why: "The passage this suggestion changes was deleted." };
  const text = document.text();
  if (text.slice(place.from, place.to) !== row.quote) {
    return { ok: false as const, why: "The passage was edited after this suggestion: suggest it again." };
  }
  if (text.length - (place.to - place.from) + row.replacement.length > MAX_DOCUMENT_CHARS) {
    const most = MAX_DOCUMENT_CHARS.toLocaleString("en-US");
    return { ok: false as const, why: `Accepting this would take the document past ${most} characters.` };
  }
  return { ok: true as const, update: document.replaceRange(place.from, place.to, row.replacement) };
}

/** The suggestions one member made here, oldest first, for their data export. */
export function suggestionsWrittenBy(sql: SqlStorage, userId: string) {
  return sql
    .exec<SuggestionRow>("SELECT * FROM suggestions WHERE author_id = ? ORDER BY id", userId)
    .toArray()
    .map(({ id, quote, replacement, status, created_at }) => ({
      id,
      quote,
      replacement,
      status,
      createdAt: created_at,
    }));
}
