import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { CONTENT_TYPES, WORK_LANGUAGE_SOURCES } from "./literary-enums";

/** The create form's fields as the author chose them. */
export interface WorkSettings {
  description: string;
  targetAudience: string;
  length: string;
  tone: string;
  humanizationLevel: string;
  ghostwritingDirection: string;
  marketingStrategy: string;
  kdpOptimization: boolean;
  industry: string;
  expertise: string;
  wordCount: number;
  masterOverride: boolean;
  transformInto: string;
  sourceContent: string;
}

export const works = sqliteTable(
  "works",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contentType: text("content_type", { enum: CONTENT_TYPES }).notNull(),
    settings: text("settings", { mode: "json" }).$type<WorkSettings>().notNull(),
    engine: text("engine").notNull().default("offline"),
    model: text("model").notNull().default(""),
    /** True when the offline engine wrote a scaffold (outline, key points, prompts) rather than prose. */
    scaffold: integer("scaffold", { mode: "boolean" }).notNull().default(false),
    wordCount: integer("word_count").notNull().default(0),
    /**
     * The language the text is written in (BCP 47, e.g. "ru"): detected from the chapters' text whenever it changes,
     * until the author sets it.
     */
    language: text("language").notNull().default("en"),
    languageSource: text("language_source", { enum: WORK_LANGUAGE_SOURCES }).notNull().default("detected"),
    marketplaceProductId: integer("marketplace_product_id"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("works_user_idx").on(t.userId, t.updatedAt)],
);

export const chapters = sqliteTable(
  "chapters",
  {
    id: text("id").primaryKey(),
    workId: text("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
  },
  (t) => [uniqueIndex("chapters_work_position_unique").on(t.workId, t.position)],
);

/** A chapter as it was before an edit or a restore; the newest CHAPTER_VERSIONS_KEPT per chapter are kept. */
export const chapterVersions = sqliteTable(
  "chapter_versions",
  {
    id: text("id").primaryKey(),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    wordCount: integer("word_count").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("chapter_versions_chapter_idx").on(t.chapterId, t.createdAt)],
);
