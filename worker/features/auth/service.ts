import { eq, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { avatarUrl } from "../../common/avatars";
import { ApiError } from "../../http/errors";
import { countEvent, forgetEvents, refuse } from "../../http/rate-limit";
import type { SessionUser } from "../../http/session";
import { hashPassword, verifyPassword } from "./password";

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

type UserRow = typeof users.$inferSelect;

/** A hash of a password nobody has, checked when the e-mail is unknown so both paths take the same time. */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

const USERNAME_TAKEN = "This username is already taken. Please choose another.";
const WRONG_PASSWORD = "Your current password is not right.";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Which of the two must-be-unique values another account has already: the address is checked first. */
async function findTaken(db: Database, email: string, username: string): Promise<"email" | "username" | null> {
  const [byEmail, byUsername] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1),
    db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1),
  ]);
  if (byUsername.length) return "username";
  if (byEmail.length) return "email";
  return null;
}

/**
 * Creates an unconfirmed account, or returns null when the address has one already: the caller answers both the
 * same way, so nobody learns which addresses have accounts. Usernames are public, so a taken one is said (409).
 * The password is hashed either way, so both take the same time.
 */
export async function createAccount(db: Database, input: RegisterInput): Promise<UserRow | null> {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  const passwordHash = await hashPassword(input.password);
  const settle = (taken: Awaited<ReturnType<typeof findTaken>>) => {
    if (taken === "username") throw new ApiError(409, "conflict", USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    return taken === "email";
  };
  if (settle(await findTaken(db, email, username))) return null;
  try {
    const [user] = await db
      .insert(users)
      .values({ id: crypto.randomUUID(), username, email, passwordHash, createdAt: Date.now() })
      .returning();
    return user!;
  } catch (err) {
    // Two sign-ups racing for the same address or name: the unique indexes decide.
    const raced = await findTaken(db, email, username);
    if (raced === null) throw err;
    settle(raced);
    return null;
  }
}

/** The user whose e-mail and password match, or null; the same work is done either way. */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  const ok = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  return user && ok ? user : null;
}

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Who a user's works and listings are published as: the profile's name, else the username. */
export async function publicAuthor(db: Database, user: { id: string; username: string }) {
  const profile = await findUser(db, user.id);
  return { id: user.id, displayName: profile?.name || user.username };
}

/** The user's public profile: everything but secrets. */
export function toProfile(user: UserRow, role: UserRow["role"]) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role,
    tier: user.tier,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    name: user.name,
    bio: user.bio,
    location: user.location,
    website: user.website,
    userType: user.userType,
    specialties: user.specialties,
    skills: user.skills,
    hourlyRate: user.hourlyRateCents === null ? null : user.hourlyRateCents / 100,
    responseTime: user.responseTime,
    languages: user.languages,
    timeZone: user.timeZone,
    avatarUrl: avatarUrl(user.avatarKey),
    createdAt: user.createdAt,
  };
}

/**
 * Wrong current passwords for one account (changing the password or the address, deleting the account): whoever
 * holds a stolen session cannot use these forms to guess the password.
 */
export const PASSWORD_CONFIRMATIONS = {
  name: "password-confirm",
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many wrong passwords. Please wait an hour before trying again.",
};

/**
 * Asks for the password again before a change that matters (a new password, address, deletion): a stolen session
 * alone cannot make it. `field` is the form field the refusal points at.
 */
export async function confirmPassword(db: Database, userId: string, password: string, field: string) {
  // Counted before the check (so parallel guesses all count) and taken back when the password is right.
  const attempt = await countEvent(db, PASSWORD_CONFIRMATIONS, [`user:${userId}`]);
  if (attempt.over) {
    await forgetEvents(db, attempt.ids);
    refuse(PASSWORD_CONFIRMATIONS);
  }
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(password, row.hash))) {
    throw new ApiError(403, "forbidden", WRONG_PASSWORD, { [field]: [WRONG_PASSWORD] });
  }
  await forgetEvents(db, attempt.ids);
}

/** The session check's answer (GET /api/auth/me): the signed-in user, or null. */
export function sessionAnswer(user: SessionUser | null) {
  return { success: true as const, message: user ? "Signed in." : "Not signed in.", user };
}
