import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { collabProjects } from "../../../schema/collaborative";
import { collabMentionSettings, collabMentions } from "../../../schema/collaborative-mentions";
import type { Database } from "../../../schema/db";
import { ApiError } from "../../http/errors";

/** The newest mentions the bell lists. */
export const MENTIONS_LISTED = 30;

/** A member's newest mentions, with the project's title, and how many are unread. */
export async function mentionsOf(db: Database, userId: string) {
  const [mentions, [unread]] = await Promise.all([
    db
      .select({
        id: collabMentions.id,
        projectId: collabMentions.projectId,
        project: collabProjects.title,
        author: collabMentions.authorName,
        source: collabMentions.source,
        excerpt: collabMentions.excerpt,
        createdAt: collabMentions.createdAt,
        readAt: collabMentions.readAt,
      })
      .from(collabMentions)
      .innerJoin(collabProjects, eq(collabProjects.id, collabMentions.projectId))
      .where(eq(collabMentions.userId, userId))
      .orderBy(desc(collabMentions.createdAt))
      .limit(MENTIONS_LISTED),
    db
      .select({ n: count() })
      .from(collabMentions)
      .where(and(eq(collabMentions.userId, userId), isNull(collabMentions.readAt))),
  ]);
  return { unread: unread?.n ?? 0, mentions };
}

/** Marks the member's mentions read: those named, or all of them. */
export async function markMentionsRead(db: Database, userId: string, ids?: string[]) {
  const mine = and(eq(collabMentions.userId, userId), isNull(collabMentions.readAt));
  await db
    .update(collabMentions)
    .set({ readAt: Date.now() })
    .where(ids ? and(mine, inArray(collabMentions.id, ids)) : mine);
}

/** Whether the member gets e-mails about mentions (on unless turned off). */
export async function mentionEmailsOn(db: Database, userId: string): Promise<boolean> {
  const [settings] = await db
    .select({ emails: collabMentionSettings.emails })
    .from(collabMentionSettings)
    .where(eq(collabMentionSettings.userId, userId));
  return settings?.emails ?? true;
}

export async function setMentionEmails(db: Database, userId: string, emails: boolean) {
  await db
    .insert(collabMentionSettings)
    .values({ userId, emails, token: crypto.randomUUID() })
    .onConflictDoUpdate({ target: collabMentionSettings.userId, set: { emails } });
}

/** The opt-out link of a mention e-mail (no sign-in): e-mails about mentions stop. */
export async function stopMentionEmails(db: Database, token: string) {
  const stopped = await db
    .update(collabMentionSettings)
    .set({ emails: false })
    .where(eq(collabMentionSettings.token, token))
    .returning({ userId: collabMentionSettings.userId });
  if (stopped.length === 0) throw new ApiError(404, "not_found", "This link is not valid.");
}
