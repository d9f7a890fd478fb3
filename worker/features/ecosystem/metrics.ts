import { and, count, countDistinct, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { hiringMessages } from "../../../schema/hiring";
import { campaignContent, campaigns } from "../../../schema/marketing";
import { productReviews, products, purchases } from "../../../schema/marketplace";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import { healthSince } from "../system-status";
import { activeMarkets } from "./markets";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A checkout still open after this long was abandoned: it counts as an attempt that did not pay. */
const CHECKOUT_ABANDONED_MS = 60 * 60 * 1000;
const PAID = ["paid", "disputed", "refunded"] as const;
const REAL_PAID = and(inArray(purchases.status, ["paid", "disputed"]), eq(purchases.testMode, false));

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The ecosystem's figures, counted from the database. */
export async function ecosystemMetrics(db: Database, now = Date.now()) {
  const [[people], [creators], [revenue], [languages], [countries], [generated], [pieces], [launched]] = await db.batch(
    [
      db.select({ n: count() }).from(users),
      db
        .select({ n: countDistinct(products.creatorId) })
        .from(products)
        .where(eq(products.status, "published")),
      db
        .select({ cents: sql<number>`coalesce(sum(${purchases.priceCents}), 0)`.as("cents") })
        .from(purchases)
        .where(REAL_PAID),
      db
        .select({ n: countDistinct(users.language) })
        .from(users)
        .where(isNotNull(users.language)),
      db
        .select({ n: countDistinct(purchases.country) })
        .from(purchases)
        .where(and(inArray(purchases.status, PAID), isNotNull(purchases.country))),
      db.select({ n: count() }).from(aiUsage).where(ne(aiUsage.model, "")),
      db.select({ n: count() }).from(campaignContent),
      db.select({ n: count() }).from(campaigns),
    ],
  );
  const markets = await activeMarkets(db);
  const uptime = await healthSince(db, now - DAY_MS);
  return {
    totalUsers: people?.n ?? 0,
    activeCreators: creators?.n ?? 0,
    globalRevenue: Number(revenue?.cents ?? 0),
    supportedLanguages: PLATFORM_LANGUAGES.length,
    languagesInUse: languages?.n ?? 0,
    activeMarkets: markets.length,
    marketsWithSales: countries?.n ?? 0,
    systemHealth: uptime.uptime,
    contentPieces: (generated?.n ?? 0) + (pieces?.n ?? 0),
    marketingCampaigns: launched?.n ?? 0,
  };
}

/** The six gauges, each a percentage computed as its comment says, or null while there is nothing to measure. */
export async function ecosystemPerformance(db: Database, now = Date.now()) {
  const monthAgo = now - 30 * DAY_MS;
  const twoMonthsAgo = now - 60 * DAY_MS;
  const revenueBetween = (from: number, to: number) =>
    db
      .select({ cents: sql<number>`coalesce(sum(${purchases.priceCents}), 0)`.as("cents") })
      .from(purchases)
      .where(and(REAL_PAID, gte(purchases.paidAt, from), lt(purchases.paidAt, to)));
  const [[messages], [attempts], [ratings], [thisMonth], [lastMonth], [countries]] = await db.batch([
    // Messages between people of different languages that arrived in the reader's language.
    db
      .select({
        crossing: count(),
        translated:
          sql<number>`coalesce(sum(case when ${hiringMessages.translatedText} is not null then 1 else 0 end), 0)`.as(
            "translated",
          ),
      })
      .from(hiringMessages)
      .where(ne(hiringMessages.originalLanguage, hiringMessages.targetLanguage)),
    // Checkouts that were paid, of those paid or given up (a checkout open for an hour is given up).
    db
      .select({
        paid: sql<number>`coalesce(sum(case when ${inArray(purchases.status, PAID)} then 1 else 0 end), 0)`.as("paid"),
        attempted:
          sql<number>`coalesce(sum(case when ${inArray(purchases.status, PAID)} or ${purchases.createdAt} < ${now - CHECKOUT_ABANDONED_MS} then 1 else 0 end), 0)`.as(
            "attempted",
          ),
      })
      .from(purchases),
    db.select({ average: sql<number | null>`avg(${productReviews.rating})`.as("average") }).from(productReviews),
    revenueBetween(monthAgo, now),
    revenueBetween(twoMonthsAgo, monthAgo),
    db
      .select({ n: countDistinct(purchases.country) })
      .from(purchases)
      .where(and(inArray(purchases.status, PAID), isNotNull(purchases.country))),
  ]);
  const markets = await activeMarkets(db);
  const week = await healthSince(db, now - 7 * DAY_MS);
  const recent = Number(thisMonth?.cents ?? 0);
  const before = Number(lastMonth?.cents ?? 0);
  return {
    translationAccuracy: percent(Number(messages?.translated ?? 0), messages?.crossing ?? 0),
    paymentSuccess: percent(Number(attempts?.paid ?? 0), Number(attempts?.attempted ?? 0)),
    systemUptime: week.uptime,
    userSatisfaction: ratings?.average == null ? null : Math.round((Number(ratings.average) / 5) * 1000) / 10,
    revenueGrowth: before === 0 ? null : Math.round(((recent - before) / before) * 1000) / 10,
    marketPenetration: percent(countries?.n ?? 0, markets.length),
  };
}
