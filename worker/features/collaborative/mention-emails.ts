import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { users } from "../../../schema/auth";
import { collabProjects } from "../../../schema/collaborative";
import { collabMentionEmails, collabMentionSettings, collabMentions } from "../../../schema/collaborative-mentions";
import type { Database } from "../../../schema/db";
import { mentionEmail } from "../../email/messages";
import type { EmailSender } from "../../email/sender";

/** A member hears by e-mail of mentions in one project at most this often. */
export const MENTION_EMAIL_EVERY_MS = 60 * 60 * 1000;
/** E-mails one run sends at most, and the mentions it looks at. */
const EMAILS_PER_RUN = 50;
const MENTIONS_PER_RUN = 500;
/** The latest mentions an e-mail quotes. */
const EXCERPTS_SHOWN = 5;

/** The member's token for the opt-out link, made with their first mention e-mail. */
async function optOutToken(db: Database, userId: string): Promise<{ token: string; emails: boolean }> {
  await db
    .insert(collabMentionSettings)
    .values({ userId, emails: true, token: crypto.randomUUID() })
    .onConflictDoNothing();
  const [settings] = await db.select().from(collabMentionSettings).where(eq(collabMentionSettings.userId, userId));
  return settings!;
}

/**
 * Sends the e-mails about mentions that are due: one per member and project, quoting the latest mentions, in the
 * member's language, at most one an hour per member and project (later mentions wait for the next, and go with it).
 * Mentions read in the app meanwhile, or of a member who turned these e-mails off, are not sent. A failure to one
 * member is logged and never stops the others.
 */
export async function sendMentionEmails(db: Database, sender: EmailSender, now = Date.now()) {
  const due = await db
    .select({
      id: collabMentions.id,
      userId: collabMentions.userId,
      projectId: collabMentions.projectId,
      authorName: collabMentions.authorName,
      excerpt: collabMentions.excerpt,
      readAt: collabMentions.readAt,
      origin: collabMentions.origin,
      email: users.email,
      language: users.language,
      project: collabProjects.title,
    })
    .from(collabMentions)
    .innerJoin(users, eq(users.id, collabMentions.userId))
    .innerJoin(collabProjects, eq(collabProjects.id, collabMentions.projectId))
    // Only groups that may be mailed now: mentions held back by the hourly rule would otherwise fill every run's
    // window, however many newer ones were due elsewhere.
    .leftJoin(
      collabMentionEmails,
      and(
        eq(collabMentionEmails.userId, collabMentions.userId),
        eq(collabMentionEmails.projectId, collabMentions.projectId),
      ),
    )
    .where(
      and(
        eq(collabMentions.emailState, "due"),
        or(isNull(collabMentionEmails.sentAt), lte(collabMentionEmails.sentAt, now - MENTION_EMAIL_EVERY_MS)),
      ),
    )
    .orderBy(asc(collabMentions.createdAt))
    .limit(MENTIONS_PER_RUN);
  const groups = new Map<string, typeof due>();
  for (const mention of due) {
    const key = `${mention.userId} ${mention.projectId}`;
    groups.set(key, [...(groups.get(key) ?? []), mention]);
  }
  const result = { sent: 0, skipped: 0, failed: 0 };
  const settle = (ids: string[], emailState: "sent" | "skipped") =>
    db.update(collabMentions).set({ emailState }).where(inArray(collabMentions.id, ids));
  for (const mentions of [...groups.values()].slice(0, EMAILS_PER_RUN)) {
    const first = mentions[0]!;
    const unread = mentions.filter((mention) => mention.readAt === null);
    const settings = await optOutToken(db, first.userId);
    if (unread.length === 0 || !settings.emails) {
      await settle(
        mentions.map((mention) => mention.id),
        "skipped",
      );
      result.skipped++;
      continue;
    }
    const latest = unread.at(-1)!;
    try {
      await sender.send(
        mentionEmail(first.email, first.language, {
          name: latest.authorName,
          project: first.project,
          excerpts: unread.slice(-EXCERPTS_SHOWN).map((mention) => mention.excerpt),
          link: `${latest.origin}/collaborative?project=${first.projectId}`,
          optOutLink: `${latest.origin}/mentions/stop/${settings.token}`,
        }),
      );
      result.sent++;
    } catch (error) {
      console.error("mention e-mail failed", error instanceof Error ? error.message : error);
      result.failed++;
    }
    // Sent or failed, these mentions are done with: a broken address is not tried every minute.
    await settle(
      mentions.map((mention) => mention.id),
      "sent",
    );
    await db
      .insert(collabMentionEmails)
      .values({ userId: first.userId, projectId: first.projectId, sentAt: now })
      .onConflictDoUpdate({
        target: [collabMentionEmails.userId, collabMentionEmails.projectId],
        set: { sentAt: now },
      });
  }
  return result;
}
