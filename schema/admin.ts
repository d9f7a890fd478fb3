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
