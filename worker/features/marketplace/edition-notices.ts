import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { editionNotices, productEditions, updateOptOuts } from "../../../schema/marketplace-editions";
import { editionEmail } from "../../email/messages";
import { type EmailSender, emailSender } from "../../email/sender";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";

/** E-mails one run sends at most: the minute job sends the rest, so a product with many buyers is spread out. */
export const NOTICES_PER_RUN = 50;
/** Tries per buyer before their e-mail is given up. */
export const NOTICE_ATTEMPTS = 3;
/** The product id an opt-out of every product's updates is stored under. */
export const ALL_PRODUCTS = 0;

const optedOut =
  sql<boolean>`exists (select 1 from ${updateOptOuts} where ${updateOptOuts.userId} = ${editionNotices.userId}
  and ${updateOptOuts.productId} in (${productEditions.productId}, ${ALL_PRODUCTS}))`.mapWith(Boolean);

/**
 * Sends the oldest waiting e-mails about new editions, at most `limit`: each in its buyer's language, with the notes,
 * a link to their receipt (which needs sign-in) and an opt-out link. One buyer's failure is counted and retried on
 * a later run; it never stops the others. A buyer who opted out since the edition was published gets none.
 */
export async function sendEditionNotices(db: Database, sender: EmailSender, limit = NOTICES_PER_RUN) {
  const waiting = await db
    .select({
      id: editionNotices.id,
      attempts: editionNotices.attempts,
      origin: editionNotices.origin,
      optedOut,
      email: users.email,
      language: users.language,
      product: products.title,
      author: products.author,
      label: productEditions.label,
      notes: productEditions.notes,
      purchaseId: purchases.id,
    })
    .from(editionNotices)
    .innerJoin(productEditions, eq(productEditions.id, editionNotices.editionId))
    .innerJoin(products, eq(products.id, productEditions.productId))
    .innerJoin(users, eq(users.id, editionNotices.userId))
    .innerJoin(
      purchases,
      and(eq(purchases.productId, productEditions.productId), eq(purchases.buyerId, editionNotices.userId)),
    )
    .where(eq(editionNotices.status, "pending"))
    .orderBy(asc(editionNotices.createdAt))
    .limit(limit);
  const result = { sent: 0, skipped: 0, failed: 0 };
  for (const notice of waiting) {
    if (notice.optedOut) {
      await db.update(editionNotices).set({ status: "skipped" }).where(eq(editionNotices.id, notice.id));
      result.skipped++;
      continue;
    }
    try {
      await sender.send(
        editionEmail(notice.email, notice.language, {
          product: notice.product,
          author: notice.author,
          label: notice.label,
          notes: notice.notes,
          link: `${notice.origin}/receipt/${notice.purchaseId}`,
          optOutLink: `${notice.origin}/updates/stop/${notice.id}`,
        }),
      );
      await db
        .update(editionNotices)
        .set({ status: "sent", attempts: notice.attempts + 1, sentAt: Date.now() })
        .where(eq(editionNotices.id, notice.id));
      result.sent++;
    } catch (error) {
      const attempts = notice.attempts + 1;
      console.error("edition e-mail failed", error instanceof Error ? error.message : error);
      await db
        .update(editionNotices)
        .set({ attempts, status: attempts >= NOTICE_ATTEMPTS ? "failed" : "pending" })
        .where(eq(editionNotices.id, notice.id));
      result.failed++;
    }
  }
  return result;
}

/** After an edition is published: its first buyers hear at once, after the answer; the minute job sends the rest. */
export function sendEditionNoticesSoon(
  context: { waitUntil(promise: Promise<unknown>): void },
  env: Env,
  db: Database,
) {
  context.waitUntil(sendEditionNotices(db, emailSender(env, db)));
}

/** The product an e-mail's opt-out link is about (the link's token is the e-mail's id); 404 for an unknown one. */
export async function optOutTarget(db: Database, token: string) {
  const [row] = await db
    .select({ userId: editionNotices.userId, productId: products.id, title: products.title })
    .from(editionNotices)
    .innerJoin(productEditions, eq(productEditions.id, editionNotices.editionId))
    .innerJoin(products, eq(products.id, productEditions.productId))
    .where(eq(editionNotices.id, token))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "This link is not valid any more.");
  return row;
}

/**
 * Turns a buyer's e-mails about new editions on or off, for one product or (ALL_PRODUCTS) every one; turning them
 * off also drops the ones still waiting.
 */
export async function setUpdateEmails(db: Database, userId: string, productId: number, wanted: boolean) {
  if (wanted) {
    await db.delete(updateOptOuts).where(and(eq(updateOptOuts.userId, userId), eq(updateOptOuts.productId, productId)));
    return;
  }
  const editions = db
    .select({ id: productEditions.id })
    .from(productEditions)
    .where(productId === ALL_PRODUCTS ? sql`1` : eq(productEditions.productId, productId));
  await db.batch([
    db.insert(updateOptOuts).values({ userId, productId, createdAt: Date.now() }).onConflictDoNothing(),
    db
      .update(editionNotices)
      .set({ status: "skipped" })
      .where(
        and(
          eq(editionNotices.userId, userId),
          eq(editionNotices.status, "pending"),
          inArray(editionNotices.editionId, editions),
        ),
      ),
  ]);
}

/** The products whose update e-mails the user turned off, and whether they turned off all. */
export async function updateEmailChoices(db: Database, userId: string) {
  const rows = await db
    .select({ productId: updateOptOuts.productId })
    .from(updateOptOuts)
    .where(eq(updateOptOuts.userId, userId));
  const ids = rows.map((row) => row.productId);
  return { all: ids.includes(ALL_PRODUCTS), mutedProducts: ids.filter((id) => id !== ALL_PRODUCTS) };
}
