import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { accountExistsEmail } from "../../email/messages";
import { type EmailSender, emailSender, linkOrigin, sendQuietly } from "../../email/sender";
import type { AppEnv } from "../../env";
import { countEvent } from "../../http/rate-limit";
import { issueDeviceCookie, rememberDevice } from "./known-devices";
import { createAccount, normalizeEmail, type RegisterInput } from "./service";
import { sendVerification } from "./verification";

/** Notices to an address that has an account already: enough for its owner, too few to flood the inbox. */
export const ACCOUNT_EXISTS_NOTICES = {
  name: "account-exists",
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: "",
};

/** What every sign-up hears, whether or not the address had an account. */
export const registrationAnswer = (email: string) =>
  `Check ${email}: we sent it a link to finish creating your account.`;

/**
 * A sign-up. A new address gets an unconfirmed account and its confirmation link; an address with an account gets a
 * message saying so (to its owner only). The answer, the cookies and the work done (a password hashed, a message
 * sent) are the same for both, and nobody is signed in until the link is opened: that keeps members' addresses
 * private.
 */
export async function register(c: Context<AppEnv>, input: RegisterInput): Promise<string> {
  const db = c.get("db");
  const email = normalizeEmail(input.email);
  const sender = emailSender(c.env, db);
  const origin = linkOrigin(c.env, c.req.url);
  const created = await createAccount(db, { ...input, email });
  if (created) {
    await rememberDevice(c, created.id);
    await sendVerification(db, sender, created, origin);
  } else {
    issueDeviceCookie(c);
    await noticeExistingAccount(db, sender, email, origin);
  }
  return email;
}

async function noticeExistingAccount(db: Database, sender: EmailSender, email: string, origin: string) {
  const notices = await countEvent(db, ACCOUNT_EXISTS_NOTICES, [`address:${email}`]);
  if (notices.over) return;
  const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  if (!owner) return;
  await sendQuietly(sender, accountExistsEmail(email, owner.language, `${origin}/login`));
}
