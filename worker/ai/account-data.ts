import { and, asc, eq, gt } from "drizzle-orm";
import { aiUsage } from "../../schema/ai";
import type { AccountData } from "../account-data";

/** Rows read per page of the export: a busy account has many uses. */
const PAGE = 500;

async function* usagePages(db: Parameters<NonNullable<AccountData["exportTo"]>>[1]["db"], userId: string) {
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gt(aiUsage.id, after)))
      .orderBy(asc(aiUsage.id))
      .limit(PAGE);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * Each use of the AI tools (tool, model, tokens, estimated cost). Deleted, the uses stay for the platform's cost
 * figures with no one named: their user becomes null.
 */
export const accountData: AccountData = {
  feature: "ai",
  owns: [aiUsage.userId],
  readme: "ai-usage.json           each use of the AI tools: tool, model, tokens, estimated cost",
  async exportTo(zip, { db, userId }) {
    await zip.jsonPages("ai-usage.json", usagePages(db, userId));
  },
  async deletion({ db, user }) {
    return { statements: [db.update(aiUsage).set({ userId: null }).where(eq(aiUsage.userId, user.id))] };
  },
};
