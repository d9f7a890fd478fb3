import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { type PlanTier, sessions, type UserRole, users } from "../../schema/auth";
import { avatarUrl } from "../common/avatars";
import { toBase64Url } from "../common/base64";
import type { AppEnv } from "../env";
import { isLocalUrl } from "./local-request";

/** The session cookie's name on localhost (plain http, where a `__Host-` cookie cannot be set). */
export const SESSION_COOKIE = "sid";
/**
 * Its name everywhere else: the `__Host-` prefix makes the browser refuse it unless it is Secure, for this host only
 * and for every path, so a sibling subdomain cannot plant or overwrite a session (cookie tossing).
 */
export const SECURE_SESSION_COOKIE = "__Host-sid";

/** The session cookie's name for this request's host. */
export function sessionCookieName(c: Context<AppEnv>): string {
  return isLocalhost(c) ? SESSION_COOKIE : SECURE_SESSION_COOKIE;
}
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it is used, a session ends 90 days after sign-in. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most once a day, so most requests write nothing. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** "Last used" is written when it is older than this, so a busy session costs one write in a while, not per request. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  /** The name the profile gives, or null: pages greet by it, and by the address only when there is none. */
  name: string | null;
  role: UserRole;
  tier: PlanTier;
  /** The UI language the user chose, or null. */
  language: string | null;
  /** The user has proved they own `email`; until then nothing is granted to that address. */
  emailVerified: boolean;
  /** Where the profile picture is served from, or null. */
  avatarUrl: string | null;
}

/** A fresh 256-bit secret, URL-safe: session cookies and one-time e-mail links. */
export function newSecretToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function isLocalhost(c: Context<AppEnv>): boolean {
  return isLocalUrl(c.req.url);
}

function writeCookie(c: Context<AppEnv>, token: string, expiresAt: number) {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocalhost(c),
    path: "/",
    expires: new Date(expiresAt),
  });
}

function adminEmails(list: string | undefined): Set<string> {
  return new Set(
    (list ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Admin when the account says so, or when ADMIN_EMAILS lists its e-mail and the account has verified it. */
export function effectiveRole(
  role: UserRole,
  email: string,
  adminList: string | undefined,
  emailVerified: boolean,
): UserRole {
  return role === "admin" || (emailVerified && adminEmails(adminList).has(email)) ? "admin" : "user";
}

/** "City, CC" from Cloudflare's view of the request, or null (local runs). */
function placeOf(request: Request): string | null {
  const cf = (request as { cf?: { city?: unknown; country?: unknown } }).cf;
  const parts = [cf?.city, cf?.country].filter((part): part is string => typeof part === "string" && part !== "");
  return parts.length ? parts.join(", ").slice(0, 100) : null;
}

/** Starts a session for the user: a random 256-bit token in the cookie, its hash in D1. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const token = newSecretToken();
  const now = Date.now();
  const expiresAt = now + SESSION_TTL_MS;
  await c
    .get("db")
    .insert(sessions)
    .values({
      id: await hashToken(token),
      userId,
      createdAt: now,
      expiresAt,
      lastUsedAt: now,
      userAgent: c.req.header("user-agent")?.slice(0, 200) ?? null,
      place: placeOf(c.req.raw),
    });
  writeCookie(c, token, expiresAt);
}

function signOutLocally(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName(c), { path: "/", secure: !isLocalhost(c) });
  c.set("sessionId", null);
  c.set("user", null);
}

/** Revokes the current session (if any) and clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const sessionId = c.get("sessionId");
  if (sessionId) await c.get("db").delete(sessions).where(eq(sessions.id, sessionId));
  signOutLocally(c);
}

/** Revokes every session of the signed-in user, on every device, and clears this browser's cookie. */
export async function endAllSessions(c: Context<AppEnv>, userId: string): Promise<void> {
  await c.get("db").delete(sessions).where(eq(sessions.userId, userId));
  signOutLocally(c);
}

/** Resolves the session cookie to a user; an unknown or expired cookie is cleared and counts as signed out. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  c.set("sessionExpiresAt", null);
  const token = getCookie(c, sessionCookieName(c));
  if (token) {
    const db = c.get("db");
    const sessionId = await hashToken(token);
    const now = Date.now();
    const [row] = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        id: users.id,
        username: users.username,
        email: users.email,
        name: users.name,
        role: users.role,
        tier: users.tier,
        language: users.language,
        emailVerifiedAt: users.emailVerifiedAt,
        avatarKey: users.avatarKey,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), gt(sessions.createdAt, now - SESSION_MAX_AGE_MS)),
      )
      .limit(1);
    if (row) {
      const { createdAt, expiresAt, lastUsedAt, emailVerifiedAt, avatarKey, ...user } = row;
      const emailVerified = emailVerifiedAt !== null;
      c.set("user", {
        ...user,
        emailVerified,
        avatarUrl: avatarUrl(avatarKey),
        role: effectiveRole(user.role, user.email, c.env.ADMIN_EMAILS, emailVerified),
      });
      c.set("sessionId", sessionId);
      const renewed = Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_AGE_MS);
      const refresh = renewed - expiresAt > SESSION_REFRESH_AFTER_MS;
      if (refresh || now - (lastUsedAt ?? 0) > LAST_USED_PRECISION_MS) {
        await db
          .update(sessions)
          .set(refresh ? { expiresAt: renewed, lastUsedAt: now } : { lastUsedAt: now })
          .where(eq(sessions.id, sessionId));
      }
      if (refresh) writeCookie(c, token, renewed);
      c.set("sessionExpiresAt", refresh ? renewed : expiresAt);
    } else {
      deleteCookie(c, sessionCookieName(c), { path: "/", secure: !isLocalhost(c) });
    }
  }
  await next();
});
