import { and, avg, count, eq, gte, isNotNull, sql } from "drizzle-orm";
import { aiUsage } from "../../../schema/ai";
import { pageViews } from "../../../schema/analytics";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { contentPipelines } from "../../../schema/global";
import { hiringMessages } from "../../../schema/hiring";
import { works } from "../../../schema/literary";
import { products } from "../../../schema/marketplace";
import { payoutAccounts } from "../../../schema/marketplace-payouts";
import { recentActivity } from "../../activity/log";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the current week. */
export function startOfWeek(now: number): number {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/**
 * The dashboard's figures (computed rather than fixed): content generated (works and AI outputs, and
 * this week's), the mean detection score of the user's rewrites, the languages they translated or published into,
 * and their recent activity.
 */
export async function dashboardOverview(db: Database, userId: string, now = Date.now()) {
  const week = startOfWeek(now);
  const activity = recentActivity(db, userId);
  const [worksAll, worksWeek, usesAll, usesWeek, scores, translated, pipelines, messaged] = await db.batch([
    db.select({ n: count() }).from(works).where(eq(works.userId, userId)),
    db
      .select({ n: count() })
      .from(works)
      .where(and(eq(works.userId, userId), gte(works.createdAt, week))),
    db.select({ n: count() }).from(aiUsage).where(eq(aiUsage.userId, userId)),
    db
      .select({ n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, week))),
    db
      .select({ runs: count(), before: avg(aiUsage.scoreBefore), after: avg(aiUsage.scoreAfter) })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), isNotNull(aiUsage.scoreAfter))),
    db
      .selectDistinct({ language: aiUsage.language })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), isNotNull(aiUsage.language))),
    db
      .selectDistinct({ language: contentPipelines.language })
      .from(contentPipelines)
      .where(eq(contentPipelines.userId, userId)),
    db
      .selectDistinct({ language: hiringMessages.targetLanguage })
      .from(hiringMessages)
      .where(and(eq(hiringMessages.senderId, userId), isNotNull(hiringMessages.translatedText))),
  ]);
  const languages = [...new Set([...translated, ...pipelines, ...messaged].map((row) => row.language).filter(Boolean))];
  const runs = scores[0]?.runs ?? 0;
  return {
    content: {
      works: worksAll[0]?.n ?? 0,
      aiOutputs: usesAll[0]?.n ?? 0,
      total: (worksAll[0]?.n ?? 0) + (usesAll[0]?.n ?? 0),
      thisWeek: (worksWeek[0]?.n ?? 0) + (usesWeek[0]?.n ?? 0),
    },
    detection:
      runs > 0
        ? { runs, meanBefore: Math.round(Number(scores[0]!.before)), meanAfter: Math.round(Number(scores[0]!.after)) }
        : null,
    languages: languages as string[],
    activity: await activity,
  };
}

export type SuggestionId =
  | "verify-email"
  | "complete-profile"
  | "first-work"
  | "list-work"
  | "share-product"
  | "lower-detection"
  | "connect-payouts";

export interface Suggestion {
  id: SuggestionId;
  /** "apply": the assistant can do it here (and says so with a toast); "open": it leads to the page that does it. */
  action: "apply" | "open";
  to: string;
}

/**
 * The assistant's next steps, read from the user's own data by rules (no model is asked: every suggestion says
 * which fact it comes from). At most four, the most useful first.
 */
export async function suggestNextSteps(db: Database, userId: string, now = Date.now()) {
  const [[user], [written], [listed], [viewed], [payout], scores] = await db.batch([
    db
      .select({ name: users.name, skills: users.skills, verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId)),
    db.select({ n: count() }).from(works).where(eq(works.userId, userId)),
    db.select({ n: count() }).from(products).where(eq(products.creatorId, userId)),
    db
      .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)` })
      .from(pageViews)
      .innerJoin(products, eq(products.id, pageViews.productId))
      .where(
        and(eq(products.creatorId, userId), gte(pageViews.day, new Date(now - 30 * DAY_MS).toISOString().slice(0, 10))),
      ),
    db.select({ n: count() }).from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
    db
      .select({ after: avg(aiUsage.scoreAfter) })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), isNotNull(aiUsage.scoreAfter))),
  ]);
  const facts = {
    emailVerified: user?.verified !== null,
    profileComplete: Boolean(user?.name) && (user?.skills.length ?? 0) > 0,
    works: written?.n ?? 0,
    products: listed?.n ?? 0,
    productViews30Days: Number(viewed?.n ?? 0),
    payoutsConnected: (payout?.n ?? 0) > 0,
    meanAiLikelihoodAfterRewrite:
      scores[0]?.after === null || scores[0]?.after === undefined ? null : Math.round(Number(scores[0].after)),
  };
  const suggestions: Suggestion[] = [];
  if (user && user.verified === null) suggestions.push({ id: "verify-email", action: "apply", to: "/settings" });
  if (user && (!user.name || user.skills.length === 0))
    suggestions.push({ id: "complete-profile", action: "open", to: "/profile" });
  if ((written?.n ?? 0) === 0)
    suggestions.push({ id: "first-work", action: "open", to: "/literary?template=stroke-recovery" });
  else if ((listed?.n ?? 0) === 0) suggestions.push({ id: "list-work", action: "open", to: "/literary" });
  if ((listed?.n ?? 0) > 0 && Number(viewed?.n ?? 0) === 0)
    suggestions.push({ id: "share-product", action: "open", to: "/my-products" });
  if ((listed?.n ?? 0) > 0 && (payout?.n ?? 0) === 0)
    suggestions.push({ id: "connect-payouts", action: "open", to: "/my-products" });
  const after = scores[0]?.after;
  if (after !== null && after !== undefined && Number(after) > 40)
    suggestions.push({ id: "lower-detection", action: "open", to: "/overkill-mode" });
  return { facts, suggestions: suggestions.slice(0, 4) };
}
