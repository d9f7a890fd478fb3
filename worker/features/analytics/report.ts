import { and, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import { pageViews } from "../../../schema/analytics";
import type { Database } from "../../../schema/db";
import { works } from "../../../schema/literary";
import { creatorLedger, products, purchases } from "../../../schema/marketplace";

export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days of a range ending today (UTC), oldest first, as "YYYY-MM-DD". */
export function daysOf(range: RangeDays, now = Date.now()): string[] {
  const end = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: range }, (_, i) => new Date(end - (range - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The Monday starting the week of a day ("YYYY-MM-DD"). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const dayOf = (column: unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/**
 * A creator's analytics over a range of days: sales and earnings per day and per product (real and test apart),
 * content made per week, the humanizer's before and after scores, their products' page views and conversion.
 * Every figure is counted from the database; days without activity are zeros, not gaps.
 */
export async function creatorAnalytics(db: Database, userId: string, range: RangeDays, now = Date.now()) {
  const days = daysOf(range, now);
  const since = new Date(`${days[0]}T00:00:00Z`).getTime();
  const mine = db.select({ id: products.id }).from(products).where(eq(products.creatorId, userId));
  const [sales, earnings, byProduct, made, used, scores, views] = await db.batch([
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
      .where(and(inArray(pageViews.productId, mine), gte(pageViews.day, days[0]!)))
      .groupBy(pageViews.productId, pageViews.day),
  ]);
  const allProducts = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.creatorId, userId));

  const find = <Row extends { day: string }>(rows: Row[], day: string, match: (row: Row) => boolean = () => true) =>
    rows.find((row) => row.day === day && match(row));
  const salesByDay = days.map((day) => {
    const side = (test: boolean) => ({
      count: Number(find(sales, day, (r) => r.testMode === test)?.count ?? 0),
      grossCents: Number(find(sales, day, (r) => r.testMode === test)?.gross ?? 0),
      earningsCents: Number(find(earnings, day, (r) => r.testMode === test)?.cents ?? 0),
    });
    return { day, real: side(false), test: side(true) };
  });

  const productTotals = allProducts.map((product) => {
    const side = (test: boolean) => {
      const row = byProduct.find((r) => r.productId === product.id && r.testMode === test);
      return { count: Number(row?.count ?? 0), grossCents: Number(row?.gross ?? 0) };
    };
    const productViews = views.filter((v) => v.productId === product.id).reduce((sum, v) => sum + Number(v.views), 0);
    const real = side(false);
    const test = side(true);
    return {
      productId: product.id,
      title: product.title,
      real,
      test,
      views: productViews,
      // Paid sales only: a creator's own test purchases are not buyers converting.
      conversion: productViews > 0 ? Math.round((real.count / productViews) * 1000) / 1000 : null,
    };
  });

  const weeks = [...new Set(days.map(weekOf))];
  const contentByWeek = weeks.map((week) => ({
    week,
    works: made.filter((r) => weekOf(r.day) === week).reduce((sum, r) => sum + Number(r.count), 0),
    aiOutputs: used.filter((r) => weekOf(r.day) === week).reduce((sum, r) => sum + Number(r.count), 0),
  }));

  const humanizerScores = days.map((day) => {
    const row = find(scores, day);
    return {
      day,
      runs: Number(row?.count ?? 0),
      before: row ? Math.round(Number(row.before)) : null,
      after: row ? Math.round(Number(row.after)) : null,
    };
  });

  const viewsByDay = days.map((day) => ({
    day,
    views: views.filter((v) => v.day === day).reduce((sum, v) => sum + Number(v.views), 0),
  }));

  return {
    range,
    days,
    salesByDay,
    products: productTotals,
    topProducts: [...productTotals]
      .filter((p) => p.real.count + p.test.count > 0)
      .sort((a, b) => b.real.grossCents - a.real.grossCents || b.test.grossCents - a.test.grossCents)
      .slice(0, 5),
    contentByWeek,
    humanizerScores,
    productViewsByDay: viewsByDay,
  };
}

/** Page views per page over a range, for admins: the platform's traffic, not one creator's. */
export async function pageViewsByPage(db: Database, range: RangeDays, now = Date.now()) {
  const days = daysOf(range, now);
  return db
    .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})` })
    .from(pageViews)
    .where(gte(pageViews.day, days[0]!))
    .groupBy(pageViews.path)
    .orderBy(sql`2 desc`)
    .limit(30);
}
