import { asc, eq } from "drizzle-orm";
import { qualityAssessments, qualityReviews } from "../../../schema/quality";
import type { AccountData } from "../../account-data";

/** Quality assessments and reviews of the member's texts (each with its excerpt); deleted with the account. */
export const accountData: AccountData = {
  feature: "quality",
  owns: [qualityAssessments.userId, qualityReviews.userId],
  readme: "quality.json            the quality assessments and reviews of your texts",
  async exportTo(zip, { db, userId }) {
    const [assessments, reviews] = await db.batch([
      db
        .select()
        .from(qualityAssessments)
        .where(eq(qualityAssessments.userId, userId))
        .orderBy(asc(qualityAssessments.createdAt)),
      db.select().from(qualityReviews).where(eq(qualityReviews.userId, userId)).orderBy(asc(qualityReviews.createdAt)),
    ]);
    await zip.json("quality.json", { assessments, reviews });
  },
  async deletion({ db, user }) {
    return {
      statements: [
        db.delete(qualityAssessments).where(eq(qualityAssessments.userId, user.id)),
        db.delete(qualityReviews).where(eq(qualityReviews.userId, user.id)),
      ],
    };
  },
};
