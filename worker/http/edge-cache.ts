import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { cacheVersions } from "../../schema/edge-cache";
import type { AppEnv } from "../env";

type Scope = (typeof cacheVersions.$inferSelect)["scope"];

/**
 * How long an isolate trusts the versions it last read. A write through this isolate forgets them at once (see
 * forgetVersionsAfterWrites); a change made elsewhere reaches visitors within this time.
 */
const VERSION_TRUSTED_MS = 1000;
const knownVersions = new Map<Scope, { version: number; readAt: number }>();

async function versionOf(c: Context<AppEnv>, scope: Scope): Promise<number> {
  const known = knownVersions.get(scope);
  if (known && Date.now() - known.readAt < VERSION_TRUSTED_MS) return known.version;
  const [row] = await c
    .get("db")
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.scope, scope));
  const version = row?.version ?? 0;
  knownVersions.set(scope, { version, readAt: Date.now() });
  return version;
}

/** After any request that may write, the versions are read again: this isolate's visitors see its own changes. */
export const forgetVersionsAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") knownVersions.clear();
});

/** Marks whether a response came from the edge cache, for the tests and the bench. */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/**
 * Serves a GET that has the same answer for every visitor from the Cache API, for `ttlSeconds`. Only requests
 * without a signed-in user are cached or answered from the cache, so nothing that depends on a session is ever
 * stored. Entries are keyed by the scope's version, which database triggers raise whenever the data behind the
 * scope changes, so the first read after a change misses and stores the new answer. `varyBy` adds what else the
 * answer depends on (the visitor's country and the payments mode, for prices).
 */
export function cacheForVisitors(scope: Scope, ttlSeconds: number, varyBy?: (c: Context<AppEnv>) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || c.get("user")) return next();
    const version = await versionOf(c, scope);
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const vary = varyBy ? `|${encodeURIComponent(varyBy(c))}` : "";
    const key = new Request(`https://edge-cache.invalid/${scope}/${version}${vary}${url.pathname}${url.search}`);
    const cache = await caches.open("visitor-reads");
    const hit = await cache.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      // Browsers must not keep it: the same URL answers differently once the visitor signs in.
      response.headers.set("Cache-Control", "no-store");
      response.headers.set(CACHE_STATUS_HEADER, "HIT");
      return response;
    }
    await next();
    if (c.res.status !== 200) return;
    const stored = new Response(c.res.clone().body, c.res);
    stored.headers.set("Cache-Control", `public, max-age=${ttlSeconds}`);
    stored.headers.delete("Set-Cookie");
    await cache.put(key, stored);
    c.res.headers.set(CACHE_STATUS_HEADER, "MISS");
  });
}
