import { asc, eq } from "drizzle-orm";
import { activities } from "../../schema/activity";
import type { AccountData } from "../account-data";

/** The dashboard's recent activity (kept 90 days); deleted with the account. */
export const accountData: AccountData = {
  feature: "activity",
  owns: [activities.userId],
  readme: "activity.json           the recent activity your dashboard lists (kept 90 days)",
  async exportTo(zip, { db, userId }) {
    const rows = await db
      .select()
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(asc(activities.createdAt));
    await zip.json("activity.json", rows);
  },
  async deletion({ db, user }) {
    return { statements: [db.delete(activities).where(eq(activities.userId, user.id))] };
  },
};
