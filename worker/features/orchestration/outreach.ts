import { desc, inArray } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { outreachDeliveries, outreachSends } from "../../../schema/orchestration";
import { outreachEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";

export interface OutreachDraft {
  campaign: string;
  subject: string;
  message: string;
}

/** What the log shows: the latest sends, each with its recipients. */
const LOG_LENGTH = 10;

/** Sent over recipients, in percent with one decimal: the success rate. */
export function successRate(sent: number, total: number): number {
  return total === 0 ? 0 : Math.round((sent / total) * 1000) / 10;
}

/**
 * Writes the draft to every recipient, one at a time (the list is short and a provider's answer says which
 * reached it), then records the send and each delivery in one batch.
 */
export async function sendOutreach(
  db: Database,
  sender: EmailSender,
  draft: OutreachDraft,
  context: { recipients: string[]; adminId: string; language: string | null; site: string },
) {
  const results: { target: string; success: boolean }[] = [];
  for (const target of context.recipients) {
    const email = outreachEmail(target, context.language, { ...draft, site: context.site });
    results.push({ target, success: await sendQuietly(sender, email) });
  }
  const sent = results.filter((result) => result.success).length;
  const failed = results.length - sent;
  const id = crypto.randomUUID();
  const createdAt = Date.now();
  await db.batch([
    db
      .insert(outreachSends)
      .values({ id, ...draft, delivery: sender.name, sent, failed, sentBy: context.adminId, createdAt }),
    db
      .insert(outreachDeliveries)
      .values(results.map((result) => ({ sendId: id, recipient: result.target, success: result.success }))),
  ]);
  return {
    id,
    delivery: sender.name,
    sent,
    failed,
    successRate: successRate(sent, results.length),
    results,
    createdAt,
  };
}

/** The latest sends with what they said and whom they reached: the outbox an admin reads. */
export async function readOutreachLog(db: Database) {
  const sends = await db.select().from(outreachSends).orderBy(desc(outreachSends.createdAt)).limit(LOG_LENGTH);
  if (sends.length === 0) return [];
  const deliveries = await db
    .select()
    .from(outreachDeliveries)
    .where(
      inArray(
        outreachDeliveries.sendId,
        sends.map((send) => send.id),
      ),
    );
  return sends.map(({ sentBy: _sentBy, ...send }) => ({
    ...send,
    successRate: successRate(send.sent, send.sent + send.failed),
    results: deliveries
      .filter((delivery) => delivery.sendId === send.id)
      .map((delivery) => ({ target: delivery.recipient, success: delivery.success })),
  }));
}
