import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ACTIVITY_KINDS } from "./activity-enums";
import { users } from "./auth";

export { ACTIVITY_KINDS, type ActivityKind } from "./activity-enums";

/** What happened on a user's account, written by the features as it happens, newest read first on the dashboard. */
export const activities = sqliteTable(
  "activities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    /** What it was about, as the user named it: a work's or product's title, a tool's name. */
    subject: text("subject").notNull(),
    /** The app page that shows it, if any. */
    link: text("link"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("activities_user_idx").on(t.userId, t.createdAt)],
);
