import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { METERED_TOOLS } from "./ai-enums";
import { users } from "./auth";

/** Every AI use, metered: feeds "uses today", plan quotas, the dashboard and analytics. */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    tool: text("tool", { enum: METERED_TOOLS }).notNull(),
    engine: text("engine", { enum: ["workers-ai", "openai-compatible", "offline"] }).notNull(),
    model: text("model").notNull(),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    /** Estimated cost in millionths of a US dollar. */
    costMicroUsd: integer("cost_micro_usd").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    /** For a rewrite: the detector's AI likelihood (0-100) of the text before and after; null for other tools. */
    scoreBefore: integer("score_before"),
    scoreAfter: integer("score_after"),
    /** For a translation: the language it was translated into (ISO 639-1); null for other tools. */
    language: text("language"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("ai_usage_user_created_idx").on(t.userId, t.createdAt)],
);
