import { asc, eq, or } from "drizzle-orm";
import { hiringMessages, opportunities } from "../../../schema/hiring";
import type { AccountData } from "../../account-data";

/** Hiring messages exported at most (sent and received together, oldest first). */
const MESSAGES_EXPORTED = 20_000;

/** The hiring hub's projects posted and messages sent or received; deleted with the account, both sides' copy. */
export const accountData: AccountData = {
  feature: "hiring",
  owns: [opportunities.userId, hiringMessages.senderId, hiringMessages.recipientId],
  readme: "hiring.json             projects you posted in the hiring hub, and the messages you sent and received",
  async exportTo(zip, { db, userId }) {
    const [posted, messages] = await db.batch([
      db.select().from(opportunities).where(eq(opportunities.userId, userId)),
      db
        .select()
        .from(hiringMessages)
        .where(or(eq(hiringMessages.senderId, userId), eq(hiringMessages.recipientId, userId)))
        .orderBy(asc(hiringMessages.createdAt))
        .limit(MESSAGES_EXPORTED),
    ]);
    await zip.json("hiring.json", { opportunities: posted, messages });
  },
  async deletion({ db, user }) {
    const id = user.id;
    return {
      statements: [
        db.delete(opportunities).where(eq(opportunities.userId, id)),
        db.delete(hiringMessages).where(or(eq(hiringMessages.senderId, id), eq(hiringMessages.recipientId, id))),
      ],
    };
  },
};
