import { asc, eq } from "drizzle-orm";
import { automationRules, campaigns } from "../../../schema/marketing";
import type { AccountData } from "../../account-data";

/**
 * Marketing campaigns (with their content and measured visits) and automation rules; deleted with the account, a
 * campaign's visits and content with it.
 */
export const accountData: AccountData = {
  feature: "marketing",
  owns: [campaigns.ownerId, automationRules.userId],
  readme: "marketing.json          your marketing campaigns and automation rules",
  async exportTo(zip, { db, userId }) {
    const [owned, rules] = await db.batch([
      db.select().from(campaigns).where(eq(campaigns.ownerId, userId)).orderBy(asc(campaigns.createdAt)),
      db.select().from(automationRules).where(eq(automationRules.userId, userId)),
    ]);
    await zip.json("marketing.json", { campaigns: owned, automationRules: rules });
  },
  async deletion({ db, user }) {
    return {
      statements: [
        db.delete(campaigns).where(eq(campaigns.ownerId, user.id)),
        db.delete(automationRules).where(eq(automationRules.userId, user.id)),
      ],
    };
  },
};
