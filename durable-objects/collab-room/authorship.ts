/**
 * Who wrote the project document, from facts the room sees: every edit a member sends carries Yjs items whose ids
 * (client id, clock) the room records against that member as it applies the edit, with how the text arrived (typed
 * a little at a time, or pasted as one large insertion). The records live in their own table, so compacting the
 * document's updates never loses them. Text the room did not receive from a member (the saved text it started from,
 * a save or restore over HTTP) counts as "imported".
 */
import * as Y from "yjs";
import type { RoomDocument } from "./document";
import { type Authorship, DOCUMENT_TEXT, type WritingOrigin } from "./protocol";

/** One edit that inserts at least this many characters at once is a paste: typing sends a few at a time. */
export const PASTE_CHARS = 40;

type InsertionRow = {
  client: number;
  clock: number;
  length: number;
  user_id: string;
  name: string;
  origin: WritingOrigin;
};

export function createAuthorshipTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS insertions (client INTEGER NOT NULL, clock INTEGER NOT NULL,
    length INTEGER NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL, origin TEXT NOT NULL,
    PRIMARY KEY (client, clock))`);
}

export function dropAuthorship(sql: SqlStorage): void {
  sql.exec("DELETE FROM insertions");
}

/** A member's account was deleted: what they wrote stays in the document, attributed to nobody by name. */
export function forgetAuthor(sql: SqlStorage, userId: string): void {
  sql.exec("UPDATE insertions SET user_id = 'deleted', name = '' WHERE user_id = ?", userId);
}

/**
 * Records the text items of an edit a member sent as theirs. Typing that continues the member's previous run (the
 * next clock of the same client) extends that run's row, so a document typed by hand keeps few rows.
 */
export function recordInsertions(
  sql: SqlStorage,
  update: Uint8Array,
  member: { userId: string; name: string },
  known?: WritingOrigin,
) {
  const items = Y.decodeUpdate(update).structs.filter(
    (struct): struct is Y.Item => struct instanceof Y.Item && struct.content instanceof Y.ContentString,
  );
  const inserted = items.reduce((sum, item) => sum + item.length, 0);
  const origin: WritingOrigin = known ?? (inserted >= PASTE_CHARS ? "pasted" : "typed");
  for (const item of items) {
    const { client, clock } = item.id;
    const [previous] = sql
      .exec<InsertionRow>(
        "SELECT * FROM insertions WHERE client = ? AND clock + length = ? AND user_id = ? AND origin = ?",
        ...[client, clock, member.userId, origin],
      )
      .toArray();
    if (previous && origin === "typed") {
      sql.exec(
        "UPDATE insertions SET length = length + ? WHERE client = ? AND clock = ?",
        item.length,
        client,
        previous.clock,
      );
      continue;
    }
    sql.exec(
      "INSERT OR IGNORE INTO insertions (client, clock, length, user_id, name, origin) VALUES (?, ?, ?, ?, ?, ?)",
      ...[client, clock, item.length, member.userId, member.name, origin],
    );
  }
}

/** The recorded run a character (by its Yjs id) belongs to, from each client's runs sorted by clock. */
function runOf(runs: Map<number, InsertionRow[]>, client: number, clock: number): InsertionRow | null {
  const list = runs.get(client);
  if (!list) return null;
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const run = list[middle]!;
    if (clock < run.clock) high = middle - 1;
    else if (clock >= run.clock + run.length) low = middle + 1;
    else return run;
  }
  return null;
}

/**
 * The document as it stands, in passages of one member and one origin, with each member's and each origin's share
 * of its characters (shares sum to 100%).
 */
export function authorshipOf(sql: SqlStorage, document: RoomDocument): Authorship {
  const runs = new Map<number, InsertionRow[]>();
  for (const row of sql.exec<InsertionRow>("SELECT * FROM insertions ORDER BY client, clock").toArray()) {
    runs.set(row.client, [...(runs.get(row.client) ?? []), row]);
  }
  const passages: Authorship["passages"] = [];
  let item = document.doc.getText(DOCUMENT_TEXT)._start;
  while (item) {
    if (!item.deleted && item.content instanceof Y.ContentString) {
      const text = item.content.str;
      // An item may hold several runs (Yjs merges an author's adjacent items): each character is looked up.
      for (let offset = 0; offset < text.length; offset++) {
        const run = runOf(runs, item.id.client, item.id.clock + offset);
        const author = run ? { userId: run.user_id, name: run.name } : null;
        const origin: WritingOrigin = run?.origin ?? "imported";
        const last = passages.at(-1);
        if (last && last.origin === origin && last.author?.userId === author?.userId) last.text += text[offset];
        else passages.push({ author, origin, text: text[offset]! });
      }
    }
    item = item.right;
  }
  const total = passages.reduce((sum, passage) => sum + passage.text.length, 0);
  const sum = <K extends string>(key: (passage: (typeof passages)[number]) => K) => {
    const totals = new Map<K, number>();
    for (const passage of passages) totals.set(key(passage), (totals.get(key(passage)) ?? 0) + passage.text.length);
    const counts = [...totals];
    const shares = sharesOf(
      counts.map(([, chars]) => chars),
      total,
    );
    return counts.map(([key, characters], index) => ({ key, characters, share: shares[index]! }));
  };
  const names = new Map(passages.map((passage) => [passage.author?.userId ?? "", passage.author?.name ?? ""]));
  return {
    characters: total,
    members: sum((passage) => passage.author?.userId ?? "").map(({ key, characters, share }) => ({
      userId: key || null,
      name: names.get(key) ?? "",
      characters,
      share,
    })),
    origins: sum((passage) => passage.origin).map(({ key, characters, share }) => ({ origin: key, characters, share })),
    passages,
  };
}

/**
 * Percentages with one decimal that sum to exactly 100 (largest remainder): each share is rounded down to a tenth, and
 * the tenths left over go to the shares that lost the most by it.
 */
export function sharesOf(counts: number[], total: number): number[] {
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 1000);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, n) => sum + n, 0);
  const order = exact.map((value, index) => ({ index, lost: value - tenths[index]! })).sort((a, b) => b.lost - a.lost);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index]!++;
    left--;
  }
  return tenths.map((n) => n / 10);
}
