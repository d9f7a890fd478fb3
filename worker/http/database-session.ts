import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { createDatabase } from "../../schema/db";
import type { AppEnv } from "../env";
import { isLocalhost } from "./session";

/** Where a browser keeps the latest D1 bookmark it has seen, so its reads are never older than its own writes. */
export const BOOKMARK_COOKIE = "d1-bookmark";
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** A bookmark older than this no longer matters: every replica has caught up with it long since. */
const BOOKMARK_SECONDS = 60 * 60;

function isRead(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/**
 * Every request's database, through D1's Sessions API: reads go to the nearest read replica, but never to one older
 * than the bookmark this browser carries; a request that may write starts on the primary. The response carries the
 * session's latest bookmark in a cookie whenever it moves past the one sent, which is after a write, or for a browser
 * already carrying one (its reads then stay in order). Visitors who never write carry none, so their answers stay
 * cacheable.
 */
export const databaseSession = createMiddleware<AppEnv>(async (c, next) => {
  const sent = getCookie(c, BOOKMARK_COOKIE);
  const bookmark = sent && BOOKMARK.test(sent) ? sent : undefined;
  const session = c.env.DB.withSession(isRead(c.req.method) ? (bookmark ?? "first-unconstrained") : "first-primary");
  c.set("db", createDatabase(session));
  await next();
  const latest = session.getBookmark();
  if (latest && latest !== bookmark && (bookmark || !isRead(c.req.method))) rememberBookmark(c, latest);
});

function rememberBookmark(c: Context<AppEnv>, bookmark: string) {
  setCookie(c, BOOKMARK_COOKIE, bookmark, {
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocalhost(c),
    path: "/",
    maxAge: BOOKMARK_SECONDS,
  });
}
