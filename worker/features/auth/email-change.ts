import { and, eq, ne } from "drizzle-orm";
import { accountTokens, sessions, users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { addressInUseEmail, changeEmailEmail, emailChangedEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import { ApiError } from "../../http/errors";
import { countEvent } from "../../http/rate-limit";
import { sendPasswordReset } from "./password-reset";
import { ACCOUNT_EXISTS_NOTICES } from "./registration";
import { confirmPassword, normalizeEmail } from "./service";
import { consumeToken, issueToken, LINK_INVALID, retireLinks } from "./verification";

const SAME_ADDRESS = "This is already your address.";
const ADDRESS_TAKEN = "Another account uses this address.";

async function addressTaken(db: Database, email: string, userId: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Starts a change of address: with the current password, e-mails a link to the new address. Nothing changes until
 * that link is opened, so a typo or someone else's address cannot take the account away from its owner.
 */
export async function requestEmailChange(
  db: Database,
  sender: EmailSender,
  user: { id: string; email: string; language: string | null },
  input: { newEmail: string; password: string },
  origin: string,
) {
  await confirmPassword(db, user.id, input.password, "password");
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === user.email) throw new ApiError(400, "invalid_input", SAME_ADDRESS, { newEmail: [SAME_ADDRESS] });
  // An address that has an account is answered like any other, so the form tells nobody which addresses have one;
  // its owner hears of the attempt instead (a few times an hour at most), and no link to move it is ever made.
  if (await addressTaken(db, newEmail, user.id)) {
    const notices = await countEvent(db, ACCOUNT_EXISTS_NOTICES, [`address:${newEmail}`]);
    const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.email, newEmail)).limit(1);
    if (!notices.over && owner)
      await sendQuietly(sender, addressInUseEmail(newEmail, owner.language, `${origin}/login`));
    return newEmail;
  }
  const token = await issueToken(db, user.id, newEmail, "change-email");
  await sendQuietly(sender, changeEmailEmail(newEmail, user.language, `${origin}/confirm-email?token=${token}`));
  return newEmail;
}

/**
 * Opens a change-of-address link: the account takes the address the link was sent to, which counts as verified, and
 * the old address is told, with a link that undoes the change, so an owner who did not make it gets the account
 * back. Links sent to the old address for other purposes stop working.
 */
export async function confirmEmailChange(db: Database, sender: EmailSender, token: string, origin: string) {
  const { userId, email: newEmail } = await consumeToken(db, token, "change-email");
  const [before] = await db
    .select({ email: users.email, language: users.language, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!before || before.deletedAt !== null) throw new ApiError(400, "link_invalid", LINK_INVALID);
  if (before.email === newEmail) return { email: newEmail };
  if (await addressTaken(db, newEmail, userId)) throw new ApiError(409, "conflict", ADDRESS_TAKEN);
  try {
    await db.batch([
      db.update(users).set({ email: newEmail, emailVerifiedAt: Date.now() }).where(eq(users.id, userId)),
      db
        .update(accountTokens)
        .set({ usedAt: Date.now() })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.email, before.email))),
    ]);
  } catch (err) {
    // Another account took the address between the check and the write: the unique index decided.
    if (await addressTaken(db, newEmail, userId)) throw new ApiError(409, "conflict", ADDRESS_TAKEN);
    throw err;
  }
  const undo = await issueToken(db, userId, before.email, "undo-email-change");
  const link = `${origin}/undo-email-change?token=${undo}`;
  await sendQuietly(sender, emailChangedEmail(before.email, before.language, { newEmail, link }));
  return { email: newEmail };
}

/**
 * Opens the link the old address got when the address changed: the account takes that address back, every session
 * ends and every pending link is retired (whoever moved it is out), and a link to choose a new password goes to the
 * restored address, since whoever moved it knew the password.
 */
export async function undoEmailChange(db: Database, sender: EmailSender, token: string, origin: string) {
  const { userId, email: oldEmail } = await consumeToken(db, token, "undo-email-change");
  const [user] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt !== null) throw new ApiError(400, "link_invalid", LINK_INVALID);
  if (await addressTaken(db, oldEmail, userId)) throw new ApiError(409, "conflict", ADDRESS_TAKEN);
  await db.batch([
    db.update(users).set({ email: oldEmail, emailVerifiedAt: Date.now() }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    retireLinks(db, userId),
  ]);
  await sendPasswordReset(db, sender, oldEmail, origin);
  return { userId, email: oldEmail };
}
