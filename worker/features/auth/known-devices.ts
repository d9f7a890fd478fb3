import { and, desc, eq, gt, notInArray } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { knownDevices, users } from "../../../schema/auth";
import type { AppEnv } from "../../env";
import { hashToken, isLocalhost, newSecretToken } from "../../http/session";

/** A browser stays known for a year after it last signed in. */
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** An account remembers this many browsers, the newest. */
const DEVICES_KEPT = 20;

/** `__Host-` on https (Secure, this host only), plain on localhost, like the session cookie. */
const deviceCookieName = (c: Context<AppEnv>) => (isLocalhost(c) ? "device" : "__Host-device");

/**
 * Remembers this browser for the account after a successful sign-in: the same token again if it had one, so the
 * cookie outlives any one session. Only the token's hash is stored.
 */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  const db = c.get("db");
  const token = getCookie(c, deviceCookieName(c)) ?? newSecretToken();
  const id = await hashToken(token);
  await db
    .insert(knownDevices)
    .values({ id, userId, createdAt: Date.now() })
    .onConflictDoUpdate({ target: knownDevices.id, set: { userId, createdAt: Date.now() } });
  const kept = db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.createdAt))
    .limit(DEVICES_KEPT);
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.id, kept)));
  setDeviceCookie(c, token);
}

/**
 * Gives this browser a device cookie without tying it to any account: what a sign-up with an address that has an
 * account answers, so that its cookies look like those of a sign-up that created one.
 */
export function issueDeviceCookie(c: Context<AppEnv>): void {
  setDeviceCookie(c, getCookie(c, deviceCookieName(c)) ?? newSecretToken());
}

function setDeviceCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, deviceCookieName(c), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocalhost(c),
    path: "/",
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}

/** This browser's device id (its token's hash) if it signed in to the account with this address before. */
export async function knownDeviceOf(c: Context<AppEnv>, email: string): Promise<string | null> {
  const token = getCookie(c, deviceCookieName(c));
  if (!token) return null;
  const id = await hashToken(token);
  const [row] = await c
    .get("db")
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.id, id), eq(users.email, email), gt(knownDevices.createdAt, Date.now() - DEVICE_TTL_MS)))
    .limit(1);
  return row ? id : null;
}
