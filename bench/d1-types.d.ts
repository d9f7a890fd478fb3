// The bench builds the worker's catalogue SQL to explain it (query-plans.ts); it never runs a query through D1, so
// the Workers types the worker's database module names are declared here as far as that needs, not installed.
interface D1Database {
  prepare(query: string): unknown;
}
interface D1DatabaseSession {
  prepare(query: string): unknown;
}
