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
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS sockets (id TEXT PRIMARY KEY, opened_at INTEGER NOT NULL)");
  }

  /** Takes one of the member's sockets for `id`; false when they hold the most already. One call, one object: atomic. */
  claim(id: string): boolean {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    sql.exec("DELETE FROM sockets WHERE opened_at <= ?", now - CLAIM_LAPSES_MS);
    const held = sql.exec<{ n: number }>("SELECT count(*) AS n FROM sockets").one().n;
    if (held >= MAX_LIVE_SOCKETS_PER_MEMBER) return false;
    sql.exec("INSERT OR REPLACE INTO sockets (id, opened_at) VALUES (?, ?)", id, now);
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
}
