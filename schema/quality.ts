import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import type { QualityDimension, ReviewStage, Severity } from "./quality-enums";
import { REVIEW_STAGES } from "./quality-enums";

/** An assessment of a text (or a final check, which also records its verdict); the text itself is not kept. */
export const qualityAssessments = sqliteTable(
  "quality_assessments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["assessment", "final-check"] }).notNull(),
    /** The text's first words, so the list says which text it was. */
    excerpt: text("excerpt").notNull(),
    wordCount: integer("word_count").notNull(),
    scores: text("scores", { mode: "json" }).$type<Record<QualityDimension, number | null>>().notNull(),
    overallScore: real("overall_score").notNull(),
    /** For a final check: whether the text is ready for publication, and how confident the check is (0-100). */
    ready: integer("ready", { mode: "boolean" }),
    confidence: integer("confidence"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("quality_assessments_user_idx").on(t.userId, t.createdAt)],
);

export interface FeedbackItem {
  id: string;
  severity: Severity;
  /** Where in the text, in English ("Light, paragraph 3"); `paragraph` and `heading` say it in any language. */
  section: string;
  paragraph: number | null;
  heading: string | null;
  /** What is wrong, in English; `code` and `params` let the web app say it in the reader's language. */
  issue: string;
  code: string;
  params: Record<string, string | number>;
}

/** One stage of a three-draft review, with what it found and how long the reviewer worked on it. */
export const qualityReviews = sqliteTable(
  "quality_reviews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: REVIEW_STAGES }).$type<ReviewStage>().notNull(),
    status: text("status", { enum: ["completed"] }).notNull(),
    excerpt: text("excerpt").notNull(),
    feedback: text("feedback", { mode: "json" }).$type<FeedbackItem[]>().notNull(),
    totalIssues: integer("total_issues").notNull(),
    criticalIssues: integer("critical_issues").notNull(),
    /** Minutes from when the reviewer started this draft (the page says when) to when it was submitted. */
    timeSpent: integer("time_spent").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("quality_reviews_user_idx").on(t.userId, t.createdAt)],
);
