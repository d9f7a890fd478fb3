import { app } from "../../index";

/** The authorization matrix runs in this many halves, one test file each, side by side. */
export const SHARDS = 2;

/** Routes that end sessions of the caller: they run last, each call from a fresh sign-in. */
export const ENDS_SESSION = new Set([
  "POST /api/auth/logout",
  "POST /api/auth/logout-everywhere",
  "POST /api/account/sessions/sign-out-others",
  "POST /api/account/password",
]);

export const ROUTES = [
  ...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
].sort((a, b) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)));

/** The routes one half of the matrix calls: every other route, so each half gets a share of every feature. */
export function shardRoutes(shard: number): string[] {
  return ROUTES.filter((_, index) => index % SHARDS === shard);
}
