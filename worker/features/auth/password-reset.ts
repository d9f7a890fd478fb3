import { and, eq, isNull, sql } from "drizzle-orm";
import { sessions, users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { passwordResetEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import { ApiError } from "../../http/errors";
import { hashPassword } from "./password";
import { normalizeEmail } from "./service";
import { consumeToken, issueToken, retireLinks } from "./verification";

/** What "forgot password" always answers, whether or not an account uses the address (no enumeration). */
export const FORGOT_ANSWER = "If an account uses this address, we sent it a link to choose a new password.";

/** E-mails a reset link to the address's account, if there is one; the caller answers the same either way. */
export async function sendPasswordReset(db: Database, sender: EmailSender, typedEmail: string, origin: string) {
  const email = normalizeEmail(typedEmail);
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return false;
  // Only the newest link works: an older one found later in a mailbox or a log opens nothing.
  await retireLinks(db, user.id, "reset-password");
  const token = await issueToken(db, user.id, user.email, "reset-password");
  return sendQuietly(sender, passwordResetEmail(user.email, user.language, `${origin}/reset-password?token=${token}`));
}

/**
 * Sets a new password from a reset link: every session of the account ends and every other unused link is retired
 * (whoever had the old password is out, and a change of address they asked for cannot be completed), and, since the
 * link reached the address, the address counts as verified. Returns the user to sign in.
 */
export async function resetPassword(db: Database, token: string, password: string) {
  const { userId, email } = await consumeToken(db, token, "reset-password");
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const [[user]] = await db.batch([
    db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.email, email)))
      .returning(),
    db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))),
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.email} = ${email})`,
        ),
      ),
    retireLinks(db, userId),
  ]);
  if (!user) throw new ApiError(400, "link_invalid", "This link is not valid for this account any more.");
  return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now };
}
