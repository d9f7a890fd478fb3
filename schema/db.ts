import { drizzle } from "drizzle-orm/d1";

/** The database, on D1 itself or on a Sessions API session of it (read replicas; see worker/http/database-session). */
export function createDatabase(d1: D1Database | D1DatabaseSession) {
  // drizzle's D1 driver calls only prepare() and batch(), which a session has as well. No `schema` option: drizzle
  // would rebuild the relational-query map of every table on each request (about a millisecond of CPU) for
  // `db.query`, which nothing here uses; queries name their tables.
  return drizzle(d1 as D1Database);
}

export type Database = ReturnType<typeof createDatabase>;
