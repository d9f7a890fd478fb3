import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { type AccountTokenPurpose, accountTokens, users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { verificationEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import { ApiError } from "../../http/errors";
import { hashToken, newSecretToken } from "../../http/session";

/** How long each kind of e-mailed link works. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
  // An owner whose address was taken may notice days later.
  "undo-email-change": 14 * 24 * 60 * 60 * 1000,
};

export const LINK_INVALID = "This link is not valid: it may have been used already, or belong to another address.";
const LINK_EXPIRED = "This link has expired. Ask for a new one.";

/** A one-time link's token for a user and an address: only its hash is stored. */
export async function issueToken(db: Database, userId: string, email: string, purpose: AccountTokenPurpose) {
  const token = newSecretToken();
  const now = Date.now();
  await db.insert(accountTokens).values({
    id: await hashToken(token),
    userId,
    purpose,
    email,
    expiresAt: now + TOKEN_TTL_MS[purpose],
    createdAt: now,
  });
  return token;
}

/**
 * Retires the account's unused links (of one purpose, or all), so none opens a way back after a password reset or
 * change. The undo of an address change stays: it is the owner's way back, and whoever took the account must not be
 * able to retire it by changing the password.
 */
export function retireLinks(db: Database, userId: string, purpose?: AccountTokenPurpose) {
  return db
    .update(accountTokens)
    .set({ usedAt: Date.now() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purpose ? eq(accountTokens.purpose, purpose) : ne(accountTokens.purpose, "undo-email-change"),
      ),
    );
}

/**
 * Uses a link's token once: it must exist for this purpose, be unused and unexpired. The claim is one conditional
 * update, so two clicks cannot both use it. Returns the user and the address the link was sent to.
 */
export async function consumeToken(db: Database, token: string, purpose: AccountTokenPurpose) {
  const id = await hashToken(token);
  const now = Date.now();
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  if (used) return used;
  const [known] = await db
    .select({ expiresAt: accountTokens.expiresAt, usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose)))
    .limit(1);
  const expired = known && known.usedAt === null && known.expiresAt <= now;
  throw new ApiError(400, "link_invalid", expired ? LINK_EXPIRED : LINK_INVALID);
}

/** E-mails the user a link that confirms their current address. */
export async function sendVerification(
  db: Database,
  sender: EmailSender,
  user: { id: string; email: string; language: string | null },
  origin: string,
) {
  const token = await issueToken(db, user.id, user.email, "verify-email");
  return sendQuietly(sender, verificationEmail(user.email, user.language, `${origin}/verify-email?token=${token}`));
}

/** Marks the address verified, if the link was sent to the address the account still has. */
export async function verifyEmail(db: Database, token: string) {
  const { userId, email } = await consumeToken(db, token, "verify-email");
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: Date.now() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  if (!user) throw new ApiError(400, "link_invalid", LINK_INVALID);
  return user;
}
