import { count, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { chapters, works } from "../../../schema/literary";
import { productReviews } from "../../../schema/marketplace";
import { kdpPackages } from "../../../schema/publishing";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import { marketplaceStats } from "../marketplace";

/** The platform at a glance, counted from its data: what is on sale, who is here, how many reviews, languages. */
export async function platformStats(db: Database) {
  const [marketplace, [reviews]] = await Promise.all([
    marketplaceStats(db),
    db.select({ n: count() }).from(productReviews),
  ]);
  return { ...marketplace, reviews: reviews?.n ?? 0, languages: PLATFORM_LANGUAGES.length };
}

/** The Literary Studio at a glance, across every writer: works, chapters, words, packages built and books listed. */
export async function literaryStats(db: Database) {
  const [[written], [chapterRows], [built], [listed]] = await db.batch([
    db.select({ works: count(), words: sql<number>`coalesce(sum(${works.wordCount}), 0)` }).from(works),
    db.select({ n: count() }).from(chapters),
    db
      .select({ n: count() })
      .from(kdpPackages)
      .where(inArray(kdpPackages.status, ["ready", "published"])),
    db.select({ n: count() }).from(works).where(isNotNull(works.marketplaceProductId)),
  ]);
  return {
    works: written?.works ?? 0,
    chapters: chapterRows?.n ?? 0,
    wordsWritten: Number(written?.words ?? 0),
    packagesBuilt: built?.n ?? 0,
    listedInMarketplace: listed?.n ?? 0,
  };
}
