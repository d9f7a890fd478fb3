/**
 * MemberSockets: one Durable Object per member (named by the user id) that counts their live sockets across the
 * whole platform (project rooms and status dashboards), so nobody can hold more than a few dozen at once whatever
 * rooms they open. The worker claims a socket before it forwards an upgrade; the room or hub that held the socket
 * gives it back when it closes. A claim whose close was never reported (its object restarted) lapses after a day.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../worker/env";

/** The most live sockets one member holds at once, everywhere: many tabs of many projects, each with two. */
export const MAX_LIVE_SOCKETS_PER_MEMBER = 30;
const CLAIM_LAPSES_MS = 24 * 60 * 60 * 1000;

export class MemberSockets extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS sockets (id TEXT PRIMARY KEY, opened_at INTEGER NOT NULL)");
    // Where each socket is (a project's id, or "" for the status dashboard), so that signing out reaches exactly the
    // rooms that hold one. Added after the first deploy: a socket claimed before it has none.
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('sockets')").toArray();
    if (!columns.some((column) => column.name === "place")) sql.exec("ALTER TABLE sockets ADD COLUMN place TEXT");
  }

  /**
   * Takes one of the member's sockets for `id`, held in `place` (a project's id; "" for the status dashboard); false
   * when they hold the most already. One call, one object: atomic.
   */
  claim(id: string, place: string): boolean {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    sql.exec("DELETE FROM sockets WHERE opened_at <= ?", now - CLAIM_LAPSES_MS);
    const held = sql.exec<{ n: number }>("SELECT count(*) AS n FROM sockets").one().n;
    if (held >= MAX_LIVE_SOCKETS_PER_MEMBER) return false;
    sql.exec("INSERT OR REPLACE INTO sockets (id, opened_at, place) VALUES (?, ?, ?)", id, now, place);
    return true;
  }

  /** Gives back a socket that closed (twice is harmless). */
  release(id: string): void {
    this.ctx.storage.sql.exec("DELETE FROM sockets WHERE id = ?", id);
  }

  /** How many sockets the member holds now. */
  held(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM sockets").one().n;
  }

  /**
   * The projects whose rooms hold the member's live sockets (at most MAX_LIVE_SOCKETS_PER_MEMBER), and whether a
   * socket claimed before places were kept may be anywhere.
   */
  rooms(): { projectIds: string[]; unplaced: boolean } {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM sockets WHERE opened_at <= ?", Date.now() - CLAIM_LAPSES_MS);
    const rows = sql.exec<{ place: string | null }>("SELECT DISTINCT place FROM sockets").toArray();
    return {
      projectIds: rows.flatMap((row) => (row.place ? [row.place] : [])),
      unplaced: rows.some((row) => row.place === null),
    };
  }
}
