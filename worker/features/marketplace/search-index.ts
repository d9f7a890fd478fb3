/**
 * What the catalogue's full-text index reads of a product: its title, description and tags analysed in the
 * product's language (worker/text/search-terms.ts), written with the product. Products written before an analysis
 * existed, or by an older one, are analysed again a batch at a time by the minute job.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import { searchWords } from "../../../schema/marketplace-search";
import { confidentLanguage } from "../../text/language";
import { correctableWords, indexedText, SEARCH_ANALYSIS_VERSION } from "../../text/search-terms";

/** Products analysed again per run of the minute job: each is a few milliseconds of CPU. */
const REINDEXED_PER_RUN = 100;

export interface SearchableFields {
  title: string;
  description: string;
  tags: string[];
}

/** The product's language and its analysed columns, to write with its title, description and tags. */
export function searchColumns({ title, description, tags }: SearchableFields) {
  const language = confidentLanguage(`${title}. ${description}`);
  return {
    language,
    searchTitle: indexedText(title, language),
    searchDescription: indexedText(description, language),
    searchTags: indexedText(tags.join(" "), language),
    searchVersion: SEARCH_ANALYSIS_VERSION,
  };
}

const searchTexts = (product: SearchableFields) => {
  const columns = searchColumns(product);
  return [columns.searchTitle, columns.searchDescription, columns.searchTags];
};

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

/** Analyses again the products an older analysis (or none) indexed (of `only`, when given); how many it did. */
export async function reindexProducts(db: Database, limit = REINDEXED_PER_RUN, only?: number[]): Promise<number> {
  const stale = await db
    .select({ id: products.id, title: products.title, description: products.description, tags: products.tags })
    .from(products)
    .where(and(lt(products.searchVersion, SEARCH_ANALYSIS_VERSION), only ? inArray(products.id, only) : undefined))
    .orderBy(asc(products.searchVersion), asc(products.id))
    .limit(limit);
  if (stale.length === 0) return 0;
  const [first, ...rest] = stale.map((product) =>
    db.update(products).set(searchColumns(product)).where(eq(products.id, product.id)),
  );
  await db.batch([first!, ...rest, rememberWords(db, stale.flatMap(searchTexts))]);
  return stale.length;
}
