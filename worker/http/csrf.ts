import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Same-origin check for state-changing requests and WebSocket upgrades (a GET that opens a live, cookie-
 * authenticated channel). Unlike hono/csrf (form content types only) this covers JSON too and answers with the
 * API's error body. A request with neither Origin nor Sec-Fetch-Site passes, on purpose: browsers send Origin on
 * every cross-origin POST, PUT, PATCH, DELETE and WebSocket upgrade, and send the SameSite=Lax session cookie
 * cross-site only with top-level GET navigations; a client that sends neither is a program holding the cookie, which
 * is its owner (docs/security.md).
 */
export const sameOriginMutations = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) || c.req.header("upgrade")?.toLowerCase() === "websocket") {
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const ownOrigin = new URL(c.req.url).origin;
    const crossOrigin =
      (origin !== undefined && origin !== ownOrigin) ||
      (origin === undefined && fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none");
    if (crossOrigin) {
      throw new ApiError(403, "forbidden", "Cross-site requests are not allowed.");
    }
  }
  await next();
});
