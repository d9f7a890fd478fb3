import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";

/**
 * The platform's own settings, one row (id "platform"), changed by admins: the Google Analytics measurement ID that
 * page views are forwarded under (none: analytics is off).
 */
export const platformSettings = sqliteTable("platform_settings", {
  id: text("id", { enum: ["platform"] }).primaryKey(),
  gaTrackingId: text("ga_tracking_id"),
  updatedAt: integer("updated_at").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * The addresses strategic outreach may write to (decision 5: only an admin sends it, only to this list). Admins
 * keep it in the settings; nothing else adds to it.
 */
export const outreachRecipients = sqliteTable("outreach_recipients", {
  email: text("email").primaryKey(),
  addedAt: integer("added_at").notNull(),
  addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
});
