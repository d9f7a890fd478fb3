import { and, asc, count, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import { productTranslations } from "../../../schema/marketplace-translations";
import { PLATFORM_LANGUAGES, type PlatformLanguage } from "../../common/languages";

/**
 * The published products that read in `language`: written in it, or translated into it by their creator; English
 * also lists those written in a language outside the 12 (or not told), whose pages carry no language prefix.
 */
function readsIn(db: Database, language: PlatformLanguage) {
  const translated = db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(eq(productTranslations.language, language));
  const others = PLATFORM_LANGUAGES.filter((code) => code !== "en");
  return and(
    eq(products.status, "published"),
    or(
      language === "en" ? notInArray(products.language, others) : eq(products.language, language),
      inArray(products.id, translated),
    ),
  );
}

/** A page of the slugs (and last changes) of the published products that read in `language`, and how many there are. */
export async function publishedSlugs(db: Database, language: PlatformLanguage, offset: number, limit: number) {
  const [rows, total] = await db.batch([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(readsIn(db, language))
      .orderBy(asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(readsIn(db, language)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
