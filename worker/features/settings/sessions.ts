import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { sessions, users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { closeLiveSockets, confirmPassword, hashPassword, retireLinks } from "../auth";

/** A user sees at most this many of their sessions, newest first; signing out of others reaches this many sockets. */
export const SESSIONS_SHOWN = 50;

/** The user's signed-in browsers: when each signed in, was last used, with what browser, from where. */
export async function listSessions(db: Database, userId: string, currentId: string | null) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      place: sessions.place,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(SESSIONS_SHOWN);
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** Ends sessions of the user (one, or all but the current one), and closes their live sockets. */
async function endSessions(db: Database, env: Env, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(sessions).where(and(inArray(sessions.id, ids), eq(sessions.userId, userId)));
  await Promise.all(ids.slice(0, SESSIONS_SHOWN).map((id) => closeLiveSockets(db, env, userId, id)));
}

export async function signOutSession(db: Database, env: Env, userId: string, sessionId: string) {
  const [found] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  if (!found) throw new ApiError(404, "not_found", "No such session.");
  await endSessions(db, env, userId, [sessionId]);
}

export async function signOutOthers(db: Database, env: Env, userId: string, currentId: string) {
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)));
  await endSessions(
    db,
    env,
    userId,
    others.map((row) => row.id),
  );
  return others.length;
}

/**
 * A new password, given the current one; every other session ends and every unused e-mailed link is retired, as
 * whoever had the old password may hold them or have asked for them.
 */
export async function changePassword(
  db: Database,
  env: Env,
  user: { id: string; sessionId: string },
  current: string,
  next: string,
) {
  await confirmPassword(db, user.id, current, "currentPassword");
  const passwordHash = await hashPassword(next);
  await db.batch([db.update(users).set({ passwordHash }).where(eq(users.id, user.id)), retireLinks(db, user.id)]);
  return signOutOthers(db, env, user.id, user.sessionId);
}
