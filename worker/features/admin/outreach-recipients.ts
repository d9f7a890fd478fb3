import { asc } from "drizzle-orm";
import { outreachRecipients } from "../../../schema/admin";
import type { Database } from "../../../schema/db";

/** One send reaches every address on the list: at most this many, well within a request's outgoing calls. */
export const MAX_OUTREACH_RECIPIENTS = 25;

export async function readOutreachRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: outreachRecipients.email })
    .from(outreachRecipients)
    .orderBy(asc(outreachRecipients.email));
  return rows.map((row) => row.email);
}

/** Replaces the list in one batch; the caller has validated and de-duplicated the addresses. */
export async function replaceOutreachRecipients(db: Database, emails: string[], adminId: string): Promise<string[]> {
  const now = Date.now();
  const remove = db.delete(outreachRecipients);
  const rows = emails.map((email) => ({ email, addedAt: now, addedBy: adminId }));
  await (rows.length ? db.batch([remove, db.insert(outreachRecipients).values(rows)]) : remove);
  return readOutreachRecipients(db);
}
