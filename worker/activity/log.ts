import { desc, eq } from "drizzle-orm";
import { type ActivityKind, activities } from "../../schema/activity";
import type { Database } from "../../schema/db";

/** How long the log keeps an entry; the daily job deletes older ones. */
export const ACTIVITY_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
export const ACTIVITY_SHOWN = 10;
const MAX_SUBJECT_CHARS = 200;

export interface ActivityEntry {
  userId: string;
  kind: ActivityKind;
  subject: string;
  link?: string | null;
}

/** The insert of one entry, for a caller that writes it in the same batch as what it records. */
export function activityInsert(db: Database, entry: ActivityEntry, now = Date.now()) {
  return db.insert(activities).values({
    id: crypto.randomUUID(),
    userId: entry.userId,
    kind: entry.kind,
    subject: entry.subject.slice(0, MAX_SUBJECT_CHARS),
    link: entry.link ?? null,
    createdAt: now,
  });
}

/** Records what happened; a failure to record never fails what happened. */
export async function logActivity(db: Database, entry: ActivityEntry) {
  try {
    await activityInsert(db, entry);
  } catch (error) {
    console.warn("activity not recorded", error instanceof Error ? error.message : error);
  }
}

/** The user's newest entries. */
export async function recentActivity(db: Database, userId: string, limit = ACTIVITY_SHOWN) {
  return db
    .select({
      id: activities.id,
      kind: activities.kind,
      subject: activities.subject,
      link: activities.link,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt))
    .limit(limit);
}
