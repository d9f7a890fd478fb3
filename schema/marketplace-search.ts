import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every word the catalogue's analysis has indexed (worker/text/search-terms.ts), for forgiving a typo: a query word
 * the catalogue does not hold is looked up among the words of about its length that share its first or last two
 * letters (one edit leaves one of the two in place). Words are only added; one no product holds any more is a
 * harmless extra alternative.
 */
export const searchWords = sqliteTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    head: text("head").notNull(),
    tail: text("tail").notNull(),
    length: integer("length").notNull(),
  },
  (t) => [index("search_words_head_idx").on(t.head, t.length), index("search_words_tail_idx").on(t.tail, t.length)],
);
