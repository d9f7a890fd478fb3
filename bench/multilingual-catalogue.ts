/**
 * The bench's synthetic catalogue in the platform's 12 languages: each product's title (three words and its number)
 * and description (ten words) drawn from its language's word list (worker/text/word-ranks), analysed as the worker
 * analyses a listing (search-terms.ts), with every word in the typo vocabulary; and the searches asked of it, in
 * every language, with one typo in every other long word.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PLATFORM_LANGUAGES } from "../worker/common/languages";
import { correctableWords, indexedText, SEARCH_ANALYSIS_VERSION, typosForgiven } from "../worker/text/search-terms";

const CATEGORIES = ["Health & Recovery", "Business & Entrepreneurship", "Finance"];
/** The most frequent words (articles, particles) are left out, as few titles are made of them. */
const SKIPPED_RANKS = 100;
const POOL = 3000;
const UNSPACED = new Set(["zh", "ja"]);
const WORD_LISTS = join(import.meta.dirname, "..", "worker", "text", "word-ranks");

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function pools(): string[][] {
  return PLATFORM_LANGUAGES.map((language) => {
    const words = readFileSync(join(WORD_LISTS, `${language}.txt`), "utf8")
      .split("\n")
      .filter(Boolean);
    const skipped = Math.min(SKIPPED_RANKS, Math.floor(words.length / 5));
    return words.slice(skipped, skipped + POOL);
  });
}

/** The SQL file that writes the catalogue of `products` products, and its size. */
export function writeCatalogueSql(file: string, products: number): void {
  const lines = [
    "CREATE TABLE bench_words (lang INTEGER, n INTEGER, word TEXT, analysed TEXT, PRIMARY KEY (lang, n));",
    "CREATE TABLE bench_langs (lang INTEGER PRIMARY KEY, code TEXT, size INTEGER, sep TEXT);",
  ];
  const vocabulary = new Set<string>();
  pools().forEach((pool, lang) => {
    const code = PLATFORM_LANGUAGES[lang]!;
    lines.push(
      `INSERT INTO bench_langs VALUES (${lang}, ${literal(code)}, ${pool.length}, ${literal(UNSPACED.has(code) ? "" : " ")});`,
    );
    pool.forEach((word, n) => {
      const analysed = indexedText(word, code);
      for (const kept of correctableWords([analysed])) vocabulary.add(kept);
      lines.push(`INSERT INTO bench_words VALUES (${lang}, ${n}, ${literal(word)}, ${literal(analysed)});`);
    });
  });
  for (const word of vocabulary)
    lines.push(
      `INSERT OR IGNORE INTO search_words (word, head, tail, length) VALUES (${literal(word)}, substr(${literal(word)}, 1, 2), substr(${literal(word)}, -2), length(${literal(word)}));`,
    );
  const word = (k: string, column: "word" | "analysed") =>
    `(SELECT ${column} FROM bench_words WHERE lang = p.lang AND n = (${k}) % p.size)`;
  const words = (keys: string[], column: "word" | "analysed", sep: string) =>
    keys.map((k) => word(k, column)).join(` || ${sep} || `);
  const titleKeys = ["p.i * 7 + 1", "p.i * 13 + 5", "p.i * 31 + 11"];
  const descriptionKeys = Array.from({ length: 10 }, (_, j) => `p.i * ${17 + 6 * j} + ${j * 101}`);
  const category = CATEGORIES.map((name, i) => `WHEN ${i} THEN ${literal(name)}`).join(" ");
  lines.push(`
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${products}),
p AS (SELECT n.i AS i, l.lang AS lang, l.code AS code, l.size AS size, l.sep AS sep FROM n JOIN bench_langs l ON l.lang = n.i % 12)
INSERT INTO products (slug, creator_id, title, author, description, category, price_cents, tags, featured, bestseller,
  file_key, file_name, file_type, file_size, status, purchase_count, rating_sum, rating_count, rating_avg, created_at,
  updated_at, language, search_title, search_description, search_tags, search_version)
SELECT 'bench-' || p.i, 'demo-professional',
  ${words(titleKeys, "word", "p.sep")} || ' ' || p.i,
  'Bench Author',
  ${words(descriptionKeys, "word", "p.sep")} || '.',
  (CASE p.i % ${CATEGORIES.length} ${category} END),
  4700 + (p.i * 7919) % 75000,
  '[' || json_quote(${word("p.i * 3", "word")}) || ']',
  0, 0, 'products/seed-1.pdf', 'bench.pdf', 'application/pdf', 1000, 'published',
  (p.i * 31) % 50, ((p.i * 17) % 5 + 1) * (p.i % 20), p.i % 20, CASE WHEN p.i % 20 = 0 THEN NULL ELSE (p.i * 17) % 5 + 1 END,
  1767225600000 + p.i, 1767225600000 + p.i,
  p.code,
  ${words(titleKeys, "analysed", "' '")} || ' ' || p.i,
  ${words(descriptionKeys, "analysed", "' '")},
  ${word("p.i * 3", "analysed")},
  ${SEARCH_ANALYSIS_VERSION}
FROM p;`);
  lines.push("DROP TABLE bench_words;", "DROP TABLE bench_langs;");
  writeFileSync(file, `${lines.join("\n")}\n`);
}

/** A word with its two middle letters swapped: one typo. */
function misspelt(word: string): string {
  const letters = [...word];
  const middle = Math.floor(letters.length / 2);
  [letters[middle - 1], letters[middle]] = [letters[middle]!, letters[middle - 1]!];
  return letters.join("");
}

/**
 * Searches in every language: words from each list's common part (so they find products), and every other word of
 * 5 letters or more (outside Chinese and Japanese) with a typo.
 */
export function catalogueSearches(): string[] {
  return pools().flatMap((pool) =>
    Array.from({ length: 8 }, (_, k) => {
      const word = pool[(k * 97) % pool.length]!;
      return k % 2 === 1 && typosForgiven(word) > 0 ? misspelt(word) : word;
    }),
  );
}
