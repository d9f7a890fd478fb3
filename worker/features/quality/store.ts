import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { type FeedbackItem, qualityAssessments, qualityReviews } from "../../../schema/quality";
import { QUALITY_DIMENSIONS, type QualityDimension, type ReviewStage } from "../../../schema/quality-enums";

const EXCERPT_CHARS = 80;
const LISTED = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** A review "started" longer ago than this was left open, not worked on: its time is not counted past it. */
const MAX_REVIEW_MINUTES = 8 * 60;

/** The text's first words, for the lists. */
export const excerptOf = (text: string) => {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length <= EXCERPT_CHARS ? line : `${line.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
};

export async function saveAssessment(
  db: Database,
  userId: string,
  text: string,
  result: { scores: Record<QualityDimension, number | null>; overallScore: number; wordCount: number },
  verdict?: { ready: boolean; confidence: number },
  now = Date.now(),
) {
  await db.insert(qualityAssessments).values({
    id: crypto.randomUUID(),
    userId,
    kind: verdict ? "final-check" : "assessment",
    excerpt: excerptOf(text),
    wordCount: result.wordCount,
    scores: result.scores,
    overallScore: result.overallScore,
    ready: verdict?.ready ?? null,
    confidence: verdict?.confidence ?? null,
    createdAt: now,
  });
}

/** Minutes from when the reviewer started the draft to now; a start in the future or a day ago counts as nothing or at most 8 hours. */
export function minutesSince(startedAt: number | undefined, now = Date.now()): number {
  if (startedAt === undefined || startedAt > now) return 0;
  return Math.min(MAX_REVIEW_MINUTES, Math.round((now - startedAt) / 60_000));
}

export async function saveReview(
  db: Database,
  userId: string,
  text: string,
  stage: ReviewStage,
  feedback: FeedbackItem[],
  timeSpent: number,
  now = Date.now(),
) {
  const review = {
    id: crypto.randomUUID(),
    userId,
    stage,
    status: "completed" as const,
    excerpt: excerptOf(text),
    feedback,
    totalIssues: feedback.length,
    criticalIssues: feedback.filter((item) => item.severity === "critical").length,
    timeSpent,
    createdAt: now,
  };
  await db.insert(qualityReviews).values(review);
  return review;
}

export async function listAssessments(db: Database, userId: string) {
  return db
    .select()
    .from(qualityAssessments)
    .where(eq(qualityAssessments.userId, userId))
    .orderBy(desc(qualityAssessments.createdAt))
    .limit(LISTED);
}

export async function listReviews(db: Database, userId: string) {
  return db
    .select()
    .from(qualityReviews)
    .where(eq(qualityReviews.userId, userId))
    .orderBy(desc(qualityReviews.createdAt))
    .limit(LISTED);
}

/**
 * The user's quality figures from what they stored: the share of final checks that passed, the average of each
 * dimension over their assessments (null before the first), reviews in the last 7 days and the minutes spent on
 * reviews.
 */
export async function qualityMetrics(db: Database, userId: string, now = Date.now()) {
  const averages = QUALITY_DIMENSIONS.map((dimension) =>
    sql<number | null>`avg(json_extract(${qualityAssessments.scores}, ${`$.${dimension}`}))`.as(dimension),
  );
  const [[checks], [scores], [week], [time]] = await db.batch([
    db
      .select({
        total: count(),
        ready: sql<number>`coalesce(sum(case when ${qualityAssessments.ready} then 1 else 0 end), 0)`.as("ready"),
      })
      .from(qualityAssessments)
      .where(and(eq(qualityAssessments.userId, userId), eq(qualityAssessments.kind, "final-check"))),
    db
      .select(
        Object.fromEntries(QUALITY_DIMENSIONS.map((dimension, i) => [dimension, averages[i]!])) as Record<
          QualityDimension,
          (typeof averages)[number]
        >,
      )
      .from(qualityAssessments)
      .where(eq(qualityAssessments.userId, userId)),
    db
      .select({ n: count() })
      .from(qualityReviews)
      .where(and(eq(qualityReviews.userId, userId), gte(qualityReviews.createdAt, now - WEEK_MS))),
    db
      .select({ minutes: sql<number>`coalesce(sum(${qualityReviews.timeSpent}), 0)`.as("minutes") })
      .from(qualityReviews)
      .where(eq(qualityReviews.userId, userId)),
  ]);
  const round1 = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return {
    approvalRate: checks && checks.total > 0 ? Math.round((Number(checks.ready) / checks.total) * 1000) / 10 : null,
    finalChecks: checks?.total ?? 0,
    averageScores: Object.fromEntries(
      QUALITY_DIMENSIONS.map((dimension) => [dimension, round1(scores?.[dimension] ?? null)]),
    ) as Record<QualityDimension, number | null>,
    productivity: { reviewsThisWeek: week?.n ?? 0 },
    totalTimeSpent: Number(time?.minutes ?? 0),
  };
}
