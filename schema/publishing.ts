import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { works } from "./literary";
import { KDP_TIERS } from "./literary-enums";
import type { PdfOmission } from "./publishing-enums";

export const PACKAGE_STATUSES = ["processing", "ready", "published", "failed"] as const;

/** A self-publishing package built from a work: a zip in R2 with the EPUB, HTML manuscript, metadata and steps. */
export const kdpPackages = sqliteTable(
  "kdp_packages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workId: text("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: KDP_TIERS }).notNull(),
    status: text("status", { enum: PACKAGE_STATUSES }).notNull(),
    title: text("title").notNull(),
    zipKey: text("zip_key"),
    zipSize: integer("zip_size"),
    pages: integer("pages").notNull().default(0),
    wordCount: integer("word_count").notNull().default(0),
    priceCents: integer("price_cents").notNull().default(0),
    /** Why a premium package has no PDF manuscript; null when it has one (or its tier has none). */
    pdfOmission: text("pdf_omission", { mode: "json" }).$type<PdfOmission>(),
    generatedAt: integer("generated_at").notNull(),
  },
  (t) => [index("kdp_packages_user_idx").on(t.userId, t.generatedAt)],
);
