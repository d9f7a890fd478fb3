import { and, count, eq, gt, inArray, lte } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "../../schema/db";
import { rateLimitEvents } from "../../schema/ratelimit";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

export interface RateLimitRule {
  /** Names the counter, e.g. "login-failure". */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** The caller's IP as Cloudflare reports it; local runs without the header share one bucket. */
export function clientIp(c: { req: { header(name: string): string | undefined } }): string {
  return c.req.header("cf-connecting-ip") ?? "local";
}

function counterKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

async function recentCount(db: Database, key: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
  return row?.n ?? 0;
}

/** Answers 429 for the rule, with how long to wait. */
export function refuse(rule: RateLimitRule): never {
  const retryAfter = String(Math.ceil(rule.windowMs / 1000));
  throw new ApiError(429, "rate_limited", rule.message, undefined, { "Retry-After": retryAfter });
}

/**
 * Counts this event against each subject first, then says whether a subject is over the rule's allowance. Counting
 * before checking is what holds under parallel requests: each one sees every event recorded before it. The ids of
 * the recorded events let an event that turns out not to count be taken back.
 */
export async function countEvent(
  db: Database,
  rule: RateLimitRule,
  subjects: string[],
): Promise<{ ids: number[]; over: boolean }> {
  const now = Date.now();
  const since = now - rule.windowMs;
  const keys = subjects.map((subject) => counterKey(rule, subject));
  const recorded = await db.batch([
    db
      .insert(rateLimitEvents)
      .values(keys.map((key) => ({ key, at: now })))
      .returning({ id: rateLimitEvents.id }),
    ...keys.map((key) =>
      db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.at, since))),
    ),
  ]);
  const counts = await Promise.all(keys.map((key) => recentCount(db, key, since)));
  return { ids: recorded[0].map((row) => row.id), over: counts.some((n) => n > rule.limit) };
}

/** Counts the event (see `countEvent`) and refuses with 429 when a subject is over the allowance. */
export async function countAndLimit(db: Database, rule: RateLimitRule, subjects: string[]): Promise<number[]> {
  const { ids, over } = await countEvent(db, rule, subjects);
  if (over) refuse(rule);
  return ids;
}

/** Takes back events recorded by `countAndLimit` that turned out not to count (a sign-in that succeeded). */
export async function forgetEvents(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

/** Clears a subject's counter, e.g. an account's failed logins after a successful one. */
export async function resetCounter(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, counterKey(rule, subject)));
}

/** Middleware that counts every request against the rule, refusing with 429 once the allowance is used. */
export function limitRequests(rule: RateLimitRule, subjectsOf: (c: Context<AppEnv>) => string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await countAndLimit(c.get("db"), rule, subjectsOf(c));
    await next();
  });
}
