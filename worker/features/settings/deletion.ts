import { eq } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import type { DeletionContext, DeletionPart } from "../../account-data";
import { accountDeletedEmail } from "../../email/messages";
import { type EmailSender, sendQuietly } from "../../email/sender";
import type { Env } from "../../env";
import type { SessionUser } from "../../http/session";
import { confirmPassword } from "../auth";
import { ACCOUNT_DATA } from "./account-data-parts";

/** Stored objects deleted per call: R2 takes at most 1,000 keys at once. */
const KEYS_PER_DELETE = 1000;

/**
 * Every feature's part, read before anything changes. The account's own row (auth's part) is emptied
 * last in the batch, after every row that points to it has been deleted or emptied.
 */
async function partsOf(context: DeletionContext): Promise<DeletionPart[]> {
  const parts: DeletionPart[] = [];
  let account: DeletionPart | undefined;
  for (const feature of ACCOUNT_DATA) {
    const part = await feature.deletion?.(context);
    if (feature.feature === "auth") account = part;
    else if (part) parts.push(part);
  }
  return [...parts, ...(account ? [account] : [])];
}

async function deleteStoredKeys(env: Env, keys: string[]) {
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_DELETE) {
    await env.BUCKET.delete(unique.slice(start, start + KEYS_PER_DELETE));
  }
}

/**
 * Deletes the signed-in user's account, given their password. Each feature first checks what must hold (earnings
 * owed refuse it; running subscriptions stop at Stripe; open payment pages close); then every feature's rows go, are
 * emptied or stay (as its part says) in one batch, all or nothing; the stored files are deleted, the features tell
 * whom they must, and the address gets a last message. No session of it can act after.
 */
export async function deleteAccount(
  db: Database,
  env: Env,
  sender: EmailSender,
  user: SessionUser,
  password: string,
  origin: string,
) {
  await confirmPassword(db, user.id, password, "password");
  const [profile] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
  const deleted = {
    id: user.id,
    email: user.email,
    username: user.username,
    name: profile?.name || user.username,
    language: user.language,
  };
  const context: DeletionContext = { db, env, sender, user: deleted, origin, now: Date.now() };
  for (const feature of ACCOUNT_DATA) await feature.beforeDeletion?.(context);
  const parts = await partsOf(context);
  const [first, ...rest] = parts.flatMap((part) => part.statements);
  await db.batch([first!, ...rest]);
  await deleteStoredKeys(
    env,
    parts.flatMap((part) => part.storedKeys ?? []),
  );
  for (const part of parts) {
    await part.afterwards?.().catch((error) => console.error("account deletion: a notice failed", error));
  }
  await sendQuietly(sender, accountDeletedEmail(user.email, user.language, { username: user.username, link: origin }));
}
