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

/**
 * An answer is stored the second time its question is asked, as CDNs "cache on second hit": most one-off questions (a
 * deep page, a rare search, a product nobody else opens) are never asked again, and storing each would cost a write
 * that never pays back. This isolate remembers the questions it was asked once (as hashes; a collision only stores
 * an answer early), forgetting them all once it holds this many.
 */
const REMEMBERED_QUESTIONS = 20_000;
let askedOnce = new Set<number>();

/** FNV-1a, 32 bits: a key's short stand-in in memory. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Whether the question was asked before in this isolate; remembers it when it was not. */
function askedBefore(key: string): boolean {
  const hash = hashOf(key);
  if (askedOnce.has(hash)) return true;
  if (askedOnce.size >= REMEMBERED_QUESTIONS) askedOnce = new Set();
  askedOnce.add(hash);
  return false;
}

let openedCache: Promise<Cache> | null = null;

/** The cache of visitors' reads, opened once per isolate. */
function visitorReads(): Promise<Cache> {
  // A failed open is tried again by the next request, not kept.
  openedCache ??= caches.open("visitor-reads").catch((error: unknown) => {
    openedCache = null;
    throw error;
  });
  return openedCache;
}

/** Marks whether a response came from the edge cache, for the tests and the bench. */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/**
 * Serves a GET that has the same answer for every visitor from the Cache API, for `ttlSeconds`, from the third time
 * it is asked (the second stores it; see REMEMBERED_QUESTIONS). Only requests without a signed-in user are cached or
 * answered from the cache, so nothing that depends on a session is ever stored. Entries are keyed by the scope's
 * version, which database triggers raise whenever the data behind the scope changes, so the first read after a
 * change misses. `varyBy` adds what else the answer depends on (the visitor's country and the payments mode, for
 * prices).
 */
export function cacheForVisitors(scope: Scope, ttlSeconds: number, varyBy?: (c: Context<AppEnv>) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || c.get("user")) return next();
    const version = await versionOf(c, scope);
    c.set("cacheVersion", version);
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const vary = varyBy ? `|${encodeURIComponent(varyBy(c))}` : "";
    const keyUrl = `https://edge-cache.invalid/${scope}/${version}${vary}${url.pathname}${url.search}`;
    const key = new Request(keyUrl);
    const cache = await visitorReads();
    const hit = await cache.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      // Browsers must not keep it: the same URL answers differently once the visitor signs in.
      response.headers.set("Cache-Control", "no-store");
      response.headers.set(CACHE_STATUS_HEADER, "HIT");
      return response;
    }
    await next();
    c.res.headers.set(CACHE_STATUS_HEADER, "MISS");
    if (c.res.status !== 200 || !askedBefore(keyUrl)) return;
    const stored = new Response(c.res.clone().body, c.res);
    stored.headers.set("Cache-Control", `public, max-age=${ttlSeconds}`);
    stored.headers.delete("Set-Cookie");
    await cache.put(key, stored);
  });
}
