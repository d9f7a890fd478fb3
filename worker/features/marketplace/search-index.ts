/**
 * What the catalogue's full-text index reads of a product: its title, description and tags analysed in the
 * product's language (worker/text/search-terms.ts), written with the product. Products written before an analysis
 * existed, or by an older one, are analysed again a batch at a time by the minute job.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import { searchWords } from "../../../schema/marketplace-search";
import { productTranslations } from "../../../schema/marketplace-translations";
import { confidentLanguage } from "../../text/language";
import { correctableWords, indexedText, SEARCH_ANALYSIS_VERSION } from "../../text/search-terms";
import type { TranslationRow } from "./translation-reads";

/** Products analysed again per run of the minute job: each is a few milliseconds of CPU. */
const REINDEXED_PER_RUN = 100;

export interface SearchableFields {
  title: string;
  description: string;
  tags: string[];
}

/**
 * The product's language and its analysed columns, to write with its title, description and tags. An edit whose
 * language cannot be told with confidence (a short new description) keeps the language the listing had.
 */
export function searchColumns({ title, description, tags }: SearchableFields, previous = "und") {
  const detected = confidentLanguage(`${title}. ${description}`);
  const language = detected === "und" ? previous : detected;
  return {
    language,
    searchTitle: indexedText(title, language),
    searchDescription: indexedText(description, language),
    searchTags: indexedText(tags.join(" "), language),
    searchVersion: SEARCH_ANALYSIS_VERSION,
  };
}

/** The analysis of every translation, each in its own language, for the product's translated_* columns. */
export function translatedColumns(rows: Pick<TranslationRow, "language" | "title" | "description" | "tags">[]) {
  const joined = (text: (row: (typeof rows)[number]) => string) =>
    rows.map((row) => indexedText(text(row), row.language)).join(" ");
  return {
    translatedTitle: joined((row) => row.title),
    translatedDescription: joined((row) => row.description),
    translatedTags: joined((row) => row.tags.join(" ")),
  };
}

/**
 * The statement that adds analysed text's words to the words a typo is corrected to (schema/marketplace-search.ts),
 * to run in the same batch as the product's write. One bound value, however many words.
 */
export function rememberWords(db: Database, indexed: string[]) {
  const words = JSON.stringify(correctableWords(indexed));
  // "WHERE true" tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
  return db
    .insert(searchWords)
    .select(
      sql`SELECT value, substr(value, 1, 2), substr(value, -2), length(value) FROM json_each(${words}) WHERE true`,
    )
    .onConflictDoNothing();
}

/**
 * Analyses again the products an older analysis (or none) indexed (of `only`, when given), their translations each
 * in its own language; how many it did.
 */
export async function reindexProducts(db: Database, limit = REINDEXED_PER_RUN, only?: number[]): Promise<number> {
  const stale = await db
    .select({ id: products.id, title: products.title, description: products.description, tags: products.tags })
    .from(products)
    .where(and(lt(products.searchVersion, SEARCH_ANALYSIS_VERSION), only ? inArray(products.id, only) : undefined))
    .orderBy(asc(products.searchVersion), asc(products.id))
    .limit(limit);
  if (stale.length === 0) return 0;
  const translations = await db
    .select()
    .from(productTranslations)
    .where(
      inArray(
        productTranslations.productId,
        stale.map((product) => product.id),
      ),
    );
  const columns = stale.map((product) => ({
    id: product.id,
    ...searchColumns(product),
    ...translatedColumns(translations.filter((row) => row.productId === product.id)),
  }));
  const [first, ...rest] = columns.map(({ id, ...set }) => db.update(products).set(set).where(eq(products.id, id)));
  const texts = columns.flatMap((set) => [
    set.searchTitle,
    set.searchDescription,
    set.searchTags,
    set.translatedTitle,
    set.translatedDescription,
    set.translatedTags,
  ]);
  await db.batch([first!, ...rest, rememberWords(db, texts)]);
  return stale.length;
}
