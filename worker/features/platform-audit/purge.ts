import { lte } from "drizzle-orm";
import { activities } from "../../../schema/activity";
import { accountTokens, outboxMessages, sessions } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { rateLimitEvents } from "../../../schema/ratelimit";
import { ACTIVITY_KEPT_MS } from "../../activity/log";

/** Rate-limit events are kept a day: longer than any rule's window (the longest, registration, is an hour). */
export const RATE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Local outbox messages are kept a week: long enough to read, short enough that the table stays small. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes sessions past their expiry, rate-limit events no rule looks at any more, e-mailed links that can no
 * longer be used, old outbox messages and activity older than the dashboard shows.
 */
export async function purgeExpired(db: Database, now = Date.now()) {
  const [expiredSessions, staleEvents] = await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(rateLimitEvents)
      .where(lte(rateLimitEvents.at, now - RATE_EVENT_RETENTION_MS))
      .returning({ id: rateLimitEvents.id }),
    db.delete(accountTokens).where(lte(accountTokens.expiresAt, now)),
    db.delete(outboxMessages).where(lte(outboxMessages.createdAt, now - OUTBOX_RETENTION_MS)),
    db.delete(activities).where(lte(activities.createdAt, now - ACTIVITY_KEPT_MS)),
  ]);
  return { sessions: expiredSessions.length, rateLimitEvents: staleEvents.length };
}
