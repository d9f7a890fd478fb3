import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { type PRODUCT_CATEGORIES, products } from "../../../schema/marketplace";
import type { AiSession } from "../../ai/session";
import { formatCents } from "../../common/money";
import { countOf } from "../../common/number-format";
import { wordsIn } from "../../text/counts";
import { ITEM_FIELDS, type Item, toItem } from "./catalog";
import { type SearchMatch, searchMatch } from "./search-match";

/** A small synonym table for query expansion: each word also searches for its neighbours. */
const SYNONYMS: Record<string, string[]> = {
  stroke: ["brain", "neurological"],
  recovery: ["rehabilitation", "rehab", "healing"],
  rehab: ["rehabilitation", "recovery"],
  caregiver: ["carer", "caregiving", "family"],
  carer: ["caregiver", "caregiving"],
  money: ["finance", "budget", "savings"],
  finance: ["money", "budget", "investing"],
  budget: ["money", "finance", "saving"],
  invest: ["investing", "portfolio"],
  business: ["startup", "entrepreneur", "company"],
  startup: ["business", "entrepreneur"],
  course: ["class", "lesson", "program"],
  health: ["wellness", "healthcare"],
  sleep: ["rest", "insomnia"],
  marketing: ["audience", "sales", "launch"],
  coach: ["coaching", "mentor"],
};

const CATEGORY_WORDS: Record<string, (typeof PRODUCT_CATEGORIES)[number][]> = {
  health: ["Health & Recovery"],
  recovery: ["Health & Recovery"],
  healthcare: ["Health & Recovery"],
  business: ["Business & Entrepreneurship"],
  entrepreneurship: ["Business & Entrepreneurship"],
  finance: ["Finance"],
  money: ["Finance"],
};

export interface SearchContext {
  category?: string;
}

/**
 * The query's words and their synonyms, as an FTS5 OR query of every search's reading (search-match.ts): each word
 * in every form the index may hold it in, and a misspelt word's corrections.
 */
export async function expandQuery(db: Database, query: string): Promise<{ fts: SearchMatch | null; terms: string[] }> {
  const base = wordsIn(query.slice(0, 300), { digits: true }).slice(0, 12);
  const terms = [...new Set(base.flatMap((word) => [word, ...(SYNONYMS[word] ?? [])]))];
  return { fts: await searchMatch(db, terms.join(" "), "any"), terms };
}

const wholeDollars = (cents: number) => formatCents(cents, "en-US", "USD", { wholeUnits: true });

/** A plain account of what was found, for when no language model answers. */
function describeHits(query: string, hits: Item[]): string {
  if (hits.length === 0) return `No products match "${query}". Try fewer or broader words.`;
  const byCategory = new Map<string, number>();
  for (const hit of hits) byCategory.set(hit.category, (byCategory.get(hit.category) ?? 0) + 1);
  const categories = [...byCategory]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${n} in ${name}`)
    .join(", ");
  const prices = hits.map((hit) => hit.priceCents);
  const rated = hits.filter((hit) => hit.rating !== null).sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
  const best = rated
    ? ` Best rated: "${rated.title}" (${rated.rating} from ${countOf(rated.ratingCount, "review", "reviews")}).`
    : "";
  return `${hits.length} product${hits.length === 1 ? "" : "s"} match "${query}": ${categories}; prices ${wholeDollars(Math.min(...prices))}–${wholeDollars(Math.max(...prices))}.${best}`;
}

/**
 * Ranked search: FTS5 bm25 with title weighted over tags over description, boosted when the product's category is
 * named in the query or chosen in the context; the insight comes from the language model when one answers.
 */
export async function intelligentSearch(db: Database, ai: AiSession, query: string, context: SearchContext = {}) {
  const { fts, terms } = await expandQuery(db, query);
  if (!fts)
    return {
      success: true,
      results: [],
      searchInsights: describeHits(query, []),
      suggestedRefinements: [],
      engine: "offline" as const,
      model: "fts5-bm25",
    };
  const boostedCategories = new Set([
    ...terms.flatMap((term) => CATEGORY_WORDS[term] ?? []),
    ...(context.category ? [context.category] : []),
  ]);
  // Products found with the words as typed come before those found only through a typo's correction.
  const ranked = await db.all<{ id: number; rank: number; exact: number }>(
    sql`SELECT rowid AS id, bm25(products_fts, 10.0, 2.0, 6.0) AS rank,
      rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${fts.exact}) AS exact
      FROM products_fts WHERE products_fts MATCH ${fts.widened} ORDER BY exact DESC, rank LIMIT 60`,
  );
  if (ranked.length === 0)
    return {
      success: true,
      results: [],
      searchInsights: describeHits(query, []),
      suggestedRefinements: [],
      engine: "offline" as const,
      model: "fts5-bm25",
    };
  const ids = ranked.map((r) => r.id);
  const rows = await db
    .select(ITEM_FIELDS)
    .from(products)
    .where(and(eq(products.status, "published"), inArray(products.id, ids)));
  const rankOf = new Map(ranked.map((r) => [r.id, r.rank]));
  const exact = new Set(ranked.flatMap((r) => (r.exact ? [r.id] : [])));
  const scored = rows
    .map((row) => {
      const item = toItem(row);
      const tagHit = item.tags.some((tag) => terms.some((term) => tag.includes(term)));
      // bm25 is negative (lower is better); boosts multiply its magnitude.
      const relevance =
        -(rankOf.get(row.id) ?? 0) * (tagHit ? 1.3 : 1) * (boostedCategories.has(item.category) ? 1.5 : 1);
      return { item, relevance, exact: exact.has(row.id) };
    })
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.relevance - a.relevance)
    .slice(0, 24);
  const top = scored[0]?.relevance || 1;
  const results = scored.map(({ item, relevance }) => ({
    id: item.id,
    slug: item.slug,
    title: item.title,
    description: item.description,
    category: item.category,
    rating: item.rating,
    ratingCount: item.ratingCount,
    tags: item.tags,
    downloads: item.purchases,
    price: item.price,
    relevanceScore: Math.round((relevance / top) * 100) / 100,
  }));

  const queryWords = new Set(wordsIn(query));
  const refinementCounts = new Map<string, number>();
  for (const { item } of scored) {
    refinementCounts.set(item.category, (refinementCounts.get(item.category) ?? 0) + 1);
    for (const tag of item.tags)
      if (!queryWords.has(tag)) refinementCounts.set(tag, (refinementCounts.get(tag) ?? 0) + 1);
  }
  const suggestedRefinements = [...refinementCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([term]) => term);

  const factual = describeHits(
    query,
    scored.map((s) => s.item),
  );
  const generated = ai.available
    ? await ai.generate({
        system:
          "You advise shoppers in a marketplace of guides. In two sentences, say what the search found and which product fits which need. Use only the facts given.",
        prompt: `Search: ${query}\nFacts: ${factual}\nTop results: ${results
          .slice(0, 5)
          .map((r) => `${r.title} (${r.category}, $${r.price})`)
          .join("; ")}`,
        maxOutputTokens: 160,
      })
    : null;
  return {
    success: true,
    results,
    searchInsights: generated?.text ?? factual,
    suggestedRefinements,
    engine: generated?.engine ?? ("offline" as const),
    model: generated?.model ?? "fts5-bm25",
  };
}
