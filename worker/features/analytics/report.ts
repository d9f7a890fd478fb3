import { gte, sql } from "drizzle-orm";
import { pageViews } from "../../../schema/analytics";
import type { Database } from "../../../schema/db";
import { type AnalyticsRows, analyticsRows } from "./report-rows";

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

type Row<Name extends keyof AnalyticsRows> = AnalyticsRows[Name][number];

const find = <Row extends { day: string }>(rows: Row[], day: string, match: (row: Row) => boolean = () => true) =>
  rows.find((row) => row.day === day && match(row));
/** The sum of one column over the rows that match. */
const total = <Row>(rows: Row[], column: keyof Row, match: (row: Row) => boolean) =>
  rows.filter(match).reduce((sum, row) => sum + Number(row[column]), 0);

/**
 * A creator's analytics over a range of days: sales and earnings per day and per product (real and test apart),
 * content made per week, the humanizer's before and after scores, their products' page views and conversion.
 * Every figure is counted from the database; days without activity are zeros, not gaps.
 */
export async function creatorAnalytics(db: Database, userId: string, range: RangeDays, now = Date.now()) {
  const days = daysOf(range, now);
  const rows = await analyticsRows(db, userId, days[0]!);
  const products = productTotals(rows);
  return {
    range,
    days,
    salesByDay: salesByDay(days, rows.sales, rows.earnings),
    products,
    topProducts: topProducts(products),
    contentByWeek: contentByWeek(days, rows.made, rows.used),
    humanizerScores: humanizerScores(days, rows.scores),
    productViewsByDay: days.map((day) => ({
      day,
      views: total(rows.views, "views", (v) => v.day === day),
    })),
  };
}

/** Sales, takings and earnings per day, real and test apart. */
function salesByDay(days: string[], sales: Row<"sales">[], earnings: Row<"earnings">[]) {
  return days.map((day) => {
    const side = (test: boolean) => ({
      count: Number(find(sales, day, (r) => r.testMode === test)?.count ?? 0),
      grossCents: Number(find(sales, day, (r) => r.testMode === test)?.gross ?? 0),
      earningsCents: Number(find(earnings, day, (r) => r.testMode === test)?.cents ?? 0),
    });
    return { day, real: side(false), test: side(true) };
  });
}

/** Each of the creator's products: its sales (real and test apart), page views and conversion. */
function productTotals({ allProducts, byProduct, views }: AnalyticsRows) {
  return allProducts.map((product) => {
    const side = (test: boolean) => {
      const row = byProduct.find((r) => r.productId === product.id && r.testMode === test);
      return { count: Number(row?.count ?? 0), grossCents: Number(row?.gross ?? 0) };
    };
    const productViews = total(views, "views", (v) => v.productId === product.id);
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
}

/** The five products that sold the most (real takings first, then test), of those that sold at all. */
function topProducts(totals: ReturnType<typeof productTotals>) {
  return [...totals]
    .filter((p) => p.real.count + p.test.count > 0)
    .sort((a, b) => b.real.grossCents - a.real.grossCents || b.test.grossCents - a.test.grossCents)
    .slice(0, 5);
}

/** Works and AI outputs made per week (weeks starting on Monday). */
function contentByWeek(days: string[], made: Row<"made">[], used: Row<"used">[]) {
  return [...new Set(days.map(weekOf))].map((week) => ({
    week,
    works: total(made, "count", (r) => weekOf(r.day) === week),
    aiOutputs: total(used, "count", (r) => weekOf(r.day) === week),
  }));
}

/** The humanizer's runs per day and their average scores before and after; no runs, no scores. */
function humanizerScores(days: string[], scores: Row<"scores">[]) {
  return days.map((day) => {
    const row = find(scores, day);
    return {
      day,
      runs: Number(row?.count ?? 0),
      before: row ? Math.round(Number(row.before)) : null,
      after: row ? Math.round(Number(row.after)) : null,
    };
  });
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
