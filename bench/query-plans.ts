/**
 * The catalogue's reads as the worker builds them (drizzle's SQL, not a copy), and SQLite's plan for each on the
 * bench's 100,000 products: `EXPLAIN QUERY PLAN` through `wrangler d1 execute` on the bench's local D1, before the
 * server starts.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { createDatabase } from "../schema/db";
import { products } from "../schema/marketplace";
import { cardsById, type ListQuery, listStatements, searchStatements } from "../worker/features/marketplace/catalog";
import { itemStatement } from "../worker/features/marketplace/item-reads";
import { exactMatch, lookups } from "../worker/features/marketplace/search-match";

const ROOT = resolve(import.meta.dirname, "..");

/** drizzle builds SQL without touching the binding; nothing is executed through it. */
const db = createDatabase({} as D1Database);

const LISTINGS: Record<string, ListQuery> = {
  "listing, popular, page 50": { sort: "popular", page: 50, pageSize: 24 },
  "category, top rated, page 50": { category: "Finance", sort: "rating", page: 50, pageSize: 24 },
  "search, featured, page 20": { q: "sleep", sort: "featured", page: 20, pageSize: 24 },
  "search in a category, cheapest first": { q: "sleep", category: "Finance", sort: "price-low", page: 1, pageSize: 24 },
};

/** A value as an SQL literal: `wrangler d1 execute` takes no bound parameters. */
function literal(value: unknown): string {
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

function inlined({ sql, params }: { sql: string; params: unknown[] }): string {
  let next = 0;
  return sql.replace(/\?/g, () => literal(params[next++]));
}

function explain(state: string, sql: string): string[] {
  const result = spawnSync(
    "bash",
    [
      ".ci/with-env.sh",
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--json",
      "--command",
    ].concat(`EXPLAIN QUERY PLAN ${sql}`),
    { cwd: ROOT, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`EXPLAIN failed: ${result.stderr}`);
  const [answer] = JSON.parse(result.stdout) as { results: { detail: string }[] }[];
  return answer!.results.map((row) => row.detail);
}

export interface QueryPlan {
  name: string;
  sql: string;
  plan: string[];
}

/** Every catalogue read the cold-read bench makes, with SQLite's plan for it. */
export function queryPlans(state: string): QueryPlan[] {
  const statements = Object.entries(LISTINGS).flatMap(([name, query]) => {
    const match = query.q ? exactMatch(query.q) : null;
    if (match) {
      // A visitor's search: its matches found once per catalogue version, then each page's cards by id.
      const [ids, total] = searchStatements(db, query, match);
      return [
        { name: `${name}: matches in order`, sql: inlined(ids.toSQL()) },
        { name: `${name}: total`, sql: inlined(total.toSQL()) },
        { name: `${name}: a page's cards`, sql: inlined(cardsById(db, [5000, 5001, 5002]).toSQL()) },
      ];
    }
    const [page, total] = listStatements(db, query, null);
    return [
      { name: `${name}: cards`, sql: inlined(page.toSQL()) },
      { name: `${name}: total`, sql: inlined(total.toSQL()) },
    ];
  });
  statements.push({ name: "item by id", sql: inlined(itemStatement(db, eq(products.id, 5000)).toSQL()) });
  const [held, byHead, byTail] = lookups(db, "recovry");
  statements.push(
    { name: "a typo: does the catalogue hold the word", sql: inlined(held.toSQL()) },
    { name: "a typo: words one edit away, by their first letters", sql: inlined(byHead.toSQL()) },
    { name: "a typo: words one edit away, by their last letters", sql: inlined(byTail.toSQL()) },
  );
  return statements.map(({ name, sql }) => ({ name, sql, plan: explain(state, sql) }));
}
