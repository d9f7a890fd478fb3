import { and, count, eq, gt, lte } from "drizzle-orm";
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
export function clientIp(c: Context<AppEnv>): string {
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

/** Throws 429 if any subject (an IP, an account) has used up the rule's allowance in the window. */
export async function assertWithinLimit(db: Database, rule: RateLimitRule, subjects: string[]): Promise<void> {
  const since = Date.now() - rule.windowMs;
  const counts = await Promise.all(subjects.map((subject) => recentCount(db, counterKey(rule, subject), since)));
  if (counts.some((n) => n >= rule.limit)) {
    const retryAfter = String(Math.ceil(rule.windowMs / 1000));
    throw new ApiError(429, "rate_limited", rule.message, undefined, { "Retry-After": retryAfter });
  }
}

/** Counts one event against each subject and forgets that subject's events older than the window. */
export async function recordEvent(db: Database, rule: RateLimitRule, subjects: string[]): Promise<void> {
  const now = Date.now();
  const statements = subjects.flatMap((subject) => {
    const key = counterKey(rule, subject);
    return [
      db.insert(rateLimitEvents).values({ key, at: now }),
      db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.at, now - rule.windowMs))),
    ];
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Clears a subject's counter, e.g. an account's failed logins after a successful one. */
export async function resetCounter(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, counterKey(rule, subject)));
}

/** Middleware that counts every request against the rule, refusing with 429 once the allowance is used. */
export function limitRequests(rule: RateLimitRule, subjectsOf: (c: Context<AppEnv>) => string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const db = c.get("db");
    const subjects = subjectsOf(c);
    await assertWithinLimit(db, rule, subjects);
    await recordEvent(db, rule, subjects);
    await next();
  });
}
