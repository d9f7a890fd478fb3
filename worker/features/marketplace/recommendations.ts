import { and, desc, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { type ProductCategory, products, productViews, purchases } from "../../../schema/marketplace";
import { queryAlternatives } from "../../text/search-terms";
import { ITEM_FIELDS, type Item, toItem } from "./catalog";

const RECOMMENDATION_COUNT = 6;
const CROSS_SELL_COUNT = 2;

interface Signals {
  owned: Set<number>;
  viewed: Set<number>;
  coPurchases: Map<number, number>;
  categoryWeight: Map<string, number>;
  interests: Set<string>;
}

function crossSellOf(item: Item, pool: Item[], exclude: Set<number>) {
  return pool
    .filter((other) => other.id !== item.id && !exclude.has(other.id) && other.category === item.category)
    .concat(pool.filter((other) => other.id !== item.id && !exclude.has(other.id) && other.category !== item.category))
    .slice(0, CROSS_SELL_COUNT)
    .map((other) => ({ id: other.id, slug: other.slug, title: other.title, price: other.price }));
}

function pitchFor(item: Item): string {
  const lesson = item.what_you_learn[0];
  return lesson
    ? `${lesson}${item.estimated_time ? ` — in about ${item.estimated_time}` : ""}.`
    : item.description.slice(0, 100);
}

/** A heavy buyer's taste is read from their most recent purchases; what they own is excluded by a subquery. */
const RECENT_PURCHASES = 200;

/** The products the user has paid for, as a subquery: no list of ids, however many they bought. */
function ownedBy(db: Database, userId: string) {
  return db
    .select({ id: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.buyerId, userId), eq(purchases.status, "paid")));
}

async function readSignals(db: Database, userId: string, interests: string[]): Promise<Signals> {
  const [owned, viewed, profile] = await db.batch([
    db
      .select({ id: purchases.productId, category: products.category })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(and(eq(purchases.buyerId, userId), eq(purchases.status, "paid")))
      .orderBy(desc(purchases.paidAt))
      .limit(RECENT_PURCHASES),
    db
      .select({ id: productViews.productId, category: products.category })
      .from(productViews)
      .innerJoin(products, eq(products.id, productViews.productId))
      .where(eq(productViews.userId, userId))
      .orderBy(desc(productViews.viewedAt))
      .limit(50),
    db
      .select({ skills: users.skills, specialties: users.specialties })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  ]);
  const ownedIds = owned.map((o) => o.id);
  const coPurchases = new Map<number, number>();
  if (ownedIds.length) {
    // People who bought what this user bought, and what else they bought.
    const rows = await db.all<{ id: number; n: number }>(sql`
      SELECT p2.product_id AS id, COUNT(*) AS n FROM purchases p1
      JOIN purchases p2 ON p2.buyer_id = p1.buyer_id AND p2.status = 'paid'
      WHERE p1.status = 'paid' AND p1.buyer_id <> ${userId}
        AND p1.product_id IN (SELECT product_id FROM purchases WHERE buyer_id = ${userId} AND status = 'paid')
      GROUP BY p2.product_id ORDER BY n DESC LIMIT 50`);
    for (const row of rows) if (!ownedIds.includes(row.id)) coPurchases.set(row.id, row.n);
  }
  const categoryWeight = new Map<string, number>();
  for (const o of owned) categoryWeight.set(o.category, (categoryWeight.get(o.category) ?? 0) + 2);
  for (const v of viewed) categoryWeight.set(v.category, (categoryWeight.get(v.category) ?? 0) + 1);
  const profileWords = [...(profile[0]?.skills ?? []), ...(profile[0]?.specialties ?? []), ...interests];
  return {
    owned: new Set(ownedIds),
    viewed: new Set(viewed.map((v) => v.id)),
    coPurchases,
    categoryWeight,
    interests: new Set(profileWords.flatMap((words) => queryAlternatives(words).flat())),
  };
}

/** Best-rated first: what a visitor sees, and the fallback pool for everyone. */
async function bestRated(db: Database, excludeCreator: string | null, limit: number) {
  const rows = await db
    .select(ITEM_FIELDS)
    .from(products)
    .where(and(eq(products.status, "published"), excludeCreator ? ne(products.creatorId, excludeCreator) : undefined))
    .orderBy(desc(products.ratingAvg), desc(products.ratingCount), desc(products.purchaseCount))
    .limit(limit);
  return rows.map(toItem);
}

/**
 * Recommendations scored from the user's own data: products bought by people who bought what they bought,
 * categories they bought or viewed, tags that match their profile and stated interests, and ratings.
 */
export async function recommend(db: Database, userId: string | null, interests: string[] = []) {
  if (!userId) {
    const pool = await bestRated(db, null, 24);
    return pool.slice(0, RECOMMENDATION_COUNT).map((item) => ({
      item,
      // Nothing is known of a visitor: no match is computed, so none is claimed.
      relevanceScore: null,
      reasoningExplanation: item.rating
        ? `Rated ${item.rating} out of 5 by ${item.ratingCount} buyer${item.ratingCount === 1 ? "" : "s"}, among the best rated in the marketplace.`
        : "Popular with buyers in the marketplace.",
      personalizedPitch: pitchFor(item),
      crossSellOpportunities: crossSellOf(item, pool, new Set([item.id])),
    }));
  }

  const signals = await readSignals(db, userId, interests);
  const favouredCategories = [...signals.categoryWeight.keys()] as ProductCategory[];
  const candidateRows = await db
    .select(ITEM_FIELDS)
    .from(products)
    .where(
      and(
        eq(products.status, "published"),
        ne(products.creatorId, userId),
        notInArray(products.id, ownedBy(db, userId)),
        or(
          signals.coPurchases.size ? inArray(products.id, [...signals.coPurchases.keys()]) : undefined,
          favouredCategories.length ? inArray(products.category, favouredCategories) : undefined,
          sql`${products.id} IN (SELECT id FROM products WHERE status = 'published' ORDER BY rating_avg DESC, purchase_count DESC LIMIT 50)`,
        ),
      ),
    )
    .limit(300);
  const candidates = candidateRows.map(toItem);
  const maxCo = Math.max(1, ...signals.coPurchases.values());
  const maxCategory = Math.max(1, ...signals.categoryWeight.values());
  const maxPopularity = Math.max(1, ...candidates.map((c) => c.purchases));

  const scored = candidates.map((item) => {
    const co = (signals.coPurchases.get(item.id) ?? 0) / maxCo;
    const category = (signals.categoryWeight.get(item.category) ?? 0) / maxCategory;
    // A tag and an interest are compared as a search compares words (search-terms.ts), in any language and form.
    const matchedTags = item.tags.filter((tag) =>
      queryAlternatives(tag).some((forms) => forms.some((form) => signals.interests.has(form))),
    );
    const tags = item.tags.length ? matchedTags.length / item.tags.length : 0;
    const rating = (item.rating ?? 0) / 5;
    const popularity = item.purchases / maxPopularity;
    const score = (3 * co + 2 * category + 1.5 * tags + rating + 0.5 * popularity) / 8;
    const reasons: string[] = [];
    if (co > 0)
      reasons.push(
        `bought by ${signals.coPurchases.get(item.id)} buyer${signals.coPurchases.get(item.id) === 1 ? "" : "s"} who also bought guides you own`,
      );
    if (category > 0)
      reasons.push(`in ${item.category}, which you ${signals.viewed.size ? "read and browse" : "buy"} most`);
    if (matchedTags.length) reasons.push(`covers ${matchedTags.slice(0, 2).join(" and ")} from your interests`);
    if (item.rating)
      reasons.push(`rated ${item.rating} by ${item.ratingCount} buyer${item.ratingCount === 1 ? "" : "s"}`);
    const explanation = reasons.length
      ? `Recommended because it is ${reasons.join("; ")}.`
      : "A well-reviewed guide you have not seen yet.";
    return { item, score, explanation };
  });
  scored.sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  const pool = scored.map((s) => s.item);
  return scored.slice(0, RECOMMENDATION_COUNT).map(({ item, score, explanation }) => ({
    item,
    relevanceScore: Math.round(score * 100) / 100,
    reasoningExplanation: explanation,
    personalizedPitch: pitchFor(item),
    crossSellOpportunities: crossSellOf(item, pool, new Set([...signals.owned, item.id])),
  }));
}

/** Remembers that a signed-in user opened a product page (the latest time per product). */
export async function recordView(db: Database, userId: string, productId: number): Promise<void> {
  await db
    .insert(productViews)
    .values({ userId, productId, viewedAt: Date.now() })
    .onConflictDoUpdate({ target: [productViews.userId, productViews.productId], set: { viewedAt: Date.now() } });
}
