import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";

/**
 * Markets an admin launched beyond the platform's base markets (the ecosystem's Launch New Markets): campaigns can
 * target them from then on. One row per market, ISO 3166-1 code.
 */
export const launchedMarkets = sqliteTable("launched_markets", {
  code: text("code").primaryKey(),
  launchedAt: integer("launched_at").notNull(),
  launchedBy: text("launched_by").references(() => users.id, { onDelete: "set null" }),
});
