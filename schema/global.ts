import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { PIPELINE_STEPS } from "./global-enums";
import { CURRENCIES } from "./pricing-enums";

/** Units of each currency per US dollar, dated, refreshed by the scheduled job when a rates URL is configured. */
export const currencyRates = sqliteTable("currency_rates", {
  currency: text("currency", { enum: CURRENCIES }).primaryKey(),
  perUsd: real("per_usd").notNull(),
  asOf: text("as_of").notNull(),
  source: text("source").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const STEP_STATUSES = ["pending", "in-progress", "optimizing", "completed"] as const;

export const contentPipelines = sqliteTable(
  "content_pipelines",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    title: text("title").notNull(),
    goal: text("goal").notNull(),
    targetMarkets: text("target_markets", { mode: "json" }).$type<string[]>().notNull(),
    language: text("language").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("content_pipelines_user_idx").on(t.userId, t.createdAt)],
);

export const pipelineSteps = sqliteTable(
  "pipeline_steps",
  {
    id: text("id").primaryKey(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => contentPipelines.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name", { enum: PIPELINE_STEPS }).notNull(),
    status: text("status", { enum: STEP_STATUSES }).notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    estimatedTime: text("estimated_time").notNull(),
    output: text("output"),
    engine: text("engine"),
    model: text("model"),
  },
  (t) => [uniqueIndex("pipeline_steps_position_unique").on(t.pipelineId, t.position)],
);
