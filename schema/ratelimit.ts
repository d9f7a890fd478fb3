import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per counted event (a failed login, a registration); windows are counted over `at`. */
export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_events_key_at_idx").on(t.key, t.at)],
);
