import { desc, eq } from "drizzle-orm";
import { outboxMessages } from "../../schema/auth";
import type { Database } from "../../schema/db";
import type { OutgoingEmail } from "./sender";

/** The outbox keeps the newest messages only; a local run never needs more. */
export const OUTBOX_LIMIT = 50;

export async function saveToOutbox(db: Database, message: OutgoingEmail): Promise<void> {
  await db.insert(outboxMessages).values({ id: crypto.randomUUID(), ...message, createdAt: Date.now() });
}

/** Messages to one address (or to anyone), newest first. */
export async function readOutbox(db: Database, to: string | undefined) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(OUTBOX_LIMIT);
}
