import { and, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import { pageViews } from "../../../schema/analytics";
import type { Database } from "../../../schema/db";
import { works } from "../../../schema/literary";
import { creatorLedger, products, purchases } from "../../../schema/marketplace";

const dayOf = (column: unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/** The creator's sales since a moment, per day and per product, real and test apart, and what they earned. */
function salesQueries(db: Database, userId: string, since: number) {
  const mine = db.select({ id: products.id }).from(products).where(eq(products.creatorId, userId));
  return [
    db
      .select({
        day: dayOf(purchases.paidAt),
        testMode: purchases.testMode,
        count: sql<number>`count(*)`,
        gross: sql<number>`sum(${purchases.priceCents})`,
      })
      .from(purchases)
      .where(and(inArray(purchases.productId, mine), ne(purchases.status, "pending"), gte(purchases.paidAt, since)))
      .groupBy(sql`1`, purchases.testMode),
    db
      .select({
        day: dayOf(creatorLedger.createdAt),
        testMode: creatorLedger.testMode,
        cents: sql<number>`sum(${creatorLedger.amountCents})`,
      })
      .from(creatorLedger)
      .where(
        and(
          eq(creatorLedger.creatorId, userId),
          inArray(creatorLedger.kind, ["sale", "refund"]),
          gte(creatorLedger.createdAt, since),
        ),
      )
      .groupBy(sql`1`, creatorLedger.testMode),
    db
      .select({
        productId: products.id,
        title: products.title,
        testMode: purchases.testMode,
        count: sql<number>`count(*)`,
        gross: sql<number>`sum(${purchases.priceCents})`,
      })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(and(eq(products.creatorId, userId), ne(purchases.status, "pending"), gte(purchases.paidAt, since)))
      .groupBy(products.id, purchases.testMode),
  ] as const;
}

/** What the creator made since a moment (works, AI outputs, humanizer scores) and their products' page views. */
function activityQueries(db: Database, userId: string, since: number, firstDay: string) {
  const mine = db.select({ id: products.id }).from(products).where(eq(products.creatorId, userId));
  return [
    db
      .select({ day: dayOf(works.createdAt), count: sql<number>`count(*)` })
      .from(works)
      .where(and(eq(works.userId, userId), gte(works.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(aiUsage.createdAt), count: sql<number>`count(*)` })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(aiUsage.createdAt),
        count: sql<number>`count(*)`,
        before: sql<number>`avg(${aiUsage.scoreBefore})`,
        after: sql<number>`avg(${aiUsage.scoreAfter})`,
      })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), isNotNull(aiUsage.scoreBefore), gte(aiUsage.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({ productId: pageViews.productId, day: pageViews.day, views: sql<number>`sum(${pageViews.views})` })
      .from(pageViews)
      .where(and(inArray(pageViews.productId, mine), gte(pageViews.day, firstDay)))
      .groupBy(pageViews.productId, pageViews.day),
  ] as const;
}

/** The rows a creator's analytics are counted from, from `firstDay` ("YYYY-MM-DD", UTC) on, in one batch. */
export async function analyticsRows(db: Database, userId: string, firstDay: string) {
  const since = new Date(`${firstDay}T00:00:00Z`).getTime();
  const [sales, earnings, byProduct, made, used, scores, views] = await db.batch([
    ...salesQueries(db, userId, since),
    ...activityQueries(db, userId, since, firstDay),
  ]);
  const allProducts = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.creatorId, userId));
  return { sales, earnings, byProduct, made, used, scores, views, allProducts };
}

export type AnalyticsRows = Awaited<ReturnType<typeof analyticsRows>>;
