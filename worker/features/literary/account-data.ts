import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { chapters, works } from "../../../schema/literary";
import type { AccountData } from "../../account-data";

/** Works whose chapters are read together: chapters are the bulk of the text. */
const WORKS_PER_PAGE = 20;

async function* worksWithChapters(db: Database, userId: string) {
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(works)
      .where(and(eq(works.userId, userId), gt(works.id, after)))
      .orderBy(asc(works.id))
      .limit(WORKS_PER_PAGE);
    if (page.length === 0) return;
    const ids = page.map((work) => work.id);
    const text = await db
      .select()
      .from(chapters)
      .where(inArray(chapters.workId, ids))
      .orderBy(asc(chapters.workId), asc(chapters.position));
    yield page.map((work) => ({ ...work, chapters: text.filter((chapter) => chapter.workId === work.id) }));
    if (page.length < WORKS_PER_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/** The works written in the Studio, each with its chapters; deleted with the account (chapters with their work). */
export const accountData: AccountData = {
  feature: "literary",
  owns: [works.userId],
  readme: "works.json              your works, each with its chapters",
  async exportTo(zip, { db, userId }) {
    await zip.jsonPages("works.json", worksWithChapters(db, userId));
  },
  async deletion({ db, user }) {
    return { statements: [db.delete(works).where(eq(works.userId, user.id))] };
  },
};
