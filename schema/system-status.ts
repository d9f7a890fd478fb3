import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";

/** The scheduled job's check of the platform's dependencies, once a minute: uptime and errors are counted from these. */
export const healthChecks = sqliteTable(
  "health_checks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    databaseOk: integer("database_ok", { mode: "boolean" }).notNull(),
    storageOk: integer("storage_ok", { mode: "boolean" }).notNull(),
    databaseMs: integer("database_ms").notNull(),
    storageMs: integer("storage_ms").notNull(),
  },
  (t) => [index("health_checks_at_idx").on(t.at)],
);

export const MAINTENANCE_KINDS = ["auto-fix", "optimize"] as const;

/** Maintenance an admin ran (the audit's auto-fix, the ecosystem's optimize) and what it changed. */
export const maintenanceRuns = sqliteTable(
  "maintenance_runs",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: MAINTENANCE_KINDS }).notNull(),
    at: integer("at").notNull(),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What each step changed, as the run reported it. */
    summary: text("summary", { mode: "json" }).$type<Record<string, number>>().notNull(),
  },
  (t) => [index("maintenance_runs_at_idx").on(t.at)],
);
