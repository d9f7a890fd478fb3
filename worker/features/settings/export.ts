import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import { activities } from "../../../schema/activity";
import { aiUsage } from "../../../schema/ai";
import { sessions, users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { contentPipelines, pipelineSteps } from "../../../schema/global";
import { hiringMessages, opportunities } from "../../../schema/hiring";
import { chapters, works } from "../../../schema/literary";
import { creatorLedger, discountCodes, productReviews, products, purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import { payoutAccounts, payouts } from "../../../schema/marketplace-payouts";
import { subscriptions } from "../../../schema/pricing";
import { kdpPackages } from "../../../schema/publishing";
import type { Env } from "../../env";
import { type ZipStream, zipEntryName, zipStream } from "../../files/zip-stream";
import { workspaceDataOf } from "../collaborative";
import { translationsByCreator, updateEmailChoices } from "../marketplace";

/** Rows read per query for the lists that can grow long (AI usage, works with their chapters). */
const PAGE = 500;
/** Works whose chapters are read together: chapters are the bulk of the text. */
const WORKS_PER_PAGE = 20;
/** Hiring messages exported at most (sent and received together, oldest first). */
const MESSAGES_EXPORTED = 20_000;

const README = `This archive holds what your Inkspire account owns or made, as of the date in account.json.

account.json            your profile and settings (never your password)
sessions.json           the browsers signed in to your account
works.json              your works, each with its chapters
publishing-packages.json  the self-publishing packages you built (the zips are in files/publishing/)
products.json           the products you list (their files are in files/products/)
product-translations.json  your listings' translations into other languages
discount-codes.json     your discount codes
sales.json              sales of your products (no buyer details), with what each buyer was charged
earnings.json           your earnings ledger, in US cents
payouts.json            payouts to your connected account
purchases.json          what you bought, what you were charged in your currency (tax apart), the receipt of each
update-emails.json      the products whose new-edition e-mails you turned off (all: every product's)
reviews.json            the reviews you wrote
subscriptions.json      your plan subscriptions
workspace.json          collaborative projects you own (with versions), projects you joined, chat messages and
                        document comments you wrote
content-pipelines.json  your Global Studio pipelines
hiring.json             projects you posted in the hiring hub, and the messages you sent and received
activity.json           the recent activity your dashboard lists (kept 90 days)
ai-usage.json           each use of the AI tools: tool, model, tokens, estimated cost
files/                  your uploaded files
`;

/** What the buyer was charged for a purchase, in their currency's minor unit (null for purchases made before it was recorded). */
const charge = {
  currency: purchaseCharges.currency,
  amountMinor: purchaseCharges.amountMinor,
  totalMinor: purchaseCharges.totalMinor,
  taxMinor: purchaseCharges.taxMinor,
  taxCountry: purchaseCharges.taxCountry,
  taxNote: purchaseCharges.taxNote,
  refundedMinor: purchaseCharges.refundedMinor,
};

/** Pages of rows from a query that takes an id cursor, until a page comes back short. */
async function* pagesOf<Row extends { id: string }>(read: (after: string) => Promise<Row[]>) {
  let after = "";
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

function aiUsagePages(db: Database, userId: string) {
  return pagesOf((after) =>
    db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gt(aiUsage.id, after)))
      .orderBy(asc(aiUsage.id))
      .limit(PAGE),
  );
}

async function* worksWithChapters(db: Database, userId: string) {
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(works)
      .where(and(eq(works.userId, userId), gt(works.id, after)))
      .orderBy(asc(works.id))
      .limit(WORKS_PER_PAGE);
    if (page.length === 0) return;
    const text = await db
      .select()
      .from(chapters)
      .where(
        inArray(
          chapters.workId,
          page.map((work) => work.id),
        ),
      )
      .orderBy(asc(chapters.workId), asc(chapters.position));
    yield page.map((work) => ({ ...work, chapters: text.filter((chapter) => chapter.workId === work.id) }));
    if (page.length < WORKS_PER_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

async function accountRows(db: Database, userId: string, origin: string) {
  const [
    [profile],
    signedIn,
    packages,
    listed,
    codes,
    sales,
    earnings,
    paidOut,
    payoutAccount,
    bought,
    reviews,
    plans,
    pipelines,
    steps,
    posted,
    messages,
    activity,
  ] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        userAgent: sessions.userAgent,
        place: sessions.place,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(kdpPackages).where(eq(kdpPackages.userId, userId)),
    db.select().from(products).where(eq(products.creatorId, userId)),
    db.select().from(discountCodes).where(eq(discountCodes.creatorId, userId)),
    db
      .select({
        id: purchases.id,
        productId: purchases.productId,
        priceCents: purchases.priceCents,
        listPriceCents: purchases.listPriceCents,
        status: purchases.status,
        testMode: purchases.testMode,
        country: purchases.country,
        createdAt: purchases.createdAt,
        paidAt: purchases.paidAt,
        refundedAt: purchases.refundedAt,
        charge,
      })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
      .where(eq(products.creatorId, userId)),
    db.select().from(creatorLedger).where(eq(creatorLedger.creatorId, userId)),
    db.select().from(payouts).where(eq(payouts.creatorId, userId)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
    db
      .select({
        id: purchases.id,
        productId: purchases.productId,
        product: products.title,
        author: products.author,
        priceCents: purchases.priceCents,
        listPriceCents: purchases.listPriceCents,
        discountCode: discountCodes.code,
        status: purchases.status,
        testMode: purchases.testMode,
        createdAt: purchases.createdAt,
        paidAt: purchases.paidAt,
        refundedAt: purchases.refundedAt,
        charge,
      })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
      .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
      .where(eq(purchases.buyerId, userId)),
    db.select().from(productReviews).where(eq(productReviews.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select().from(contentPipelines).where(eq(contentPipelines.userId, userId)),
    db
      .select({ step: pipelineSteps })
      .from(pipelineSteps)
      .innerJoin(contentPipelines, eq(contentPipelines.id, pipelineSteps.pipelineId))
      .where(eq(contentPipelines.userId, userId)),
    db.select().from(opportunities).where(eq(opportunities.userId, userId)),
    db
      .select()
      .from(hiringMessages)
      .where(or(eq(hiringMessages.senderId, userId), eq(hiringMessages.recipientId, userId)))
      .orderBy(asc(hiringMessages.createdAt))
      .limit(MESSAGES_EXPORTED),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.createdAt)),
  ]);
  const { passwordHash: _secret, ...account } = profile!;
  return {
    account,
    sessions: signedIn,
    packages,
    products: listed,
    discountCodes: codes,
    sales,
    earnings,
    payouts: paidOut,
    payoutAccount: payoutAccount[0] ?? null,
    purchases: bought.map((purchase) => ({ ...purchase, receiptUrl: `${origin}/receipt/${purchase.id}` })),
    reviews,
    subscriptions: plans,
    hiring: { opportunities: posted, messages },
    activity,
    contentPipelines: pipelines.map((pipeline) => ({
      ...pipeline,
      steps: steps.map((row) => row.step).filter((step) => step.pipelineId === pipeline.id),
    })),
  };
}

/** Copies one stored object into the zip; an object that has gone missing is skipped, not a failed export. */
async function storedFile(zip: ZipStream, env: Env, key: string, name: string) {
  const object = await env.BUCKET.get(key);
  if (object) await zip.stream(name, object.body);
}

async function writeExport(zip: ZipStream, db: Database, env: Env, userId: string, origin: string) {
  const rows = await accountRows(db, userId, origin);
  await zip.text("README.txt", README);
  await zip.json("account.json", { exportedAt: new Date().toISOString(), ...rows.account });
  await zip.json("sessions.json", rows.sessions);
  await zip.jsonPages("works.json", worksWithChapters(db, userId));
  await zip.json("publishing-packages.json", rows.packages);
  // What search reads of a product is derived from its text, not the creator's data.
  await zip.json(
    "products.json",
    rows.products.map(
      ({
        searchTitle,
        searchDescription,
        searchTags,
        translatedTitle,
        translatedDescription,
        translatedTags,
        ...product
      }) => product,
    ),
  );
  await zip.json("product-translations.json", await translationsByCreator(db, userId));
  await zip.json("discount-codes.json", rows.discountCodes);
  await zip.json("sales.json", rows.sales);
  await zip.json("earnings.json", rows.earnings);
  await zip.json("payouts.json", { account: rows.payoutAccount, payouts: rows.payouts });
  await zip.json("purchases.json", rows.purchases);
  await zip.json("update-emails.json", await updateEmailChoices(db, userId));
  await zip.json("reviews.json", rows.reviews);
  await zip.json("subscriptions.json", rows.subscriptions);
  await zip.json("workspace.json", await workspaceDataOf(db, env, userId));
  await zip.json("content-pipelines.json", rows.contentPipelines);
  await zip.json("hiring.json", rows.hiring);
  await zip.json("activity.json", rows.activity);
  await zip.jsonPages("ai-usage.json", aiUsagePages(db, userId));
  // The photo keeps the extension of its type (avatars are stored as avatars/<id>.<jpg|png|webp|gif>).
  const avatar = rows.account.avatarKey;
  if (avatar) await storedFile(zip, env, avatar, `files/avatar.${avatar.split(".").at(-1)}`);
  for (const product of rows.products) {
    await storedFile(zip, env, product.fileKey, `files/products/${product.id}-${zipEntryName(product.fileName)}`);
  }
  for (const pack of rows.packages) {
    if (pack.zipKey) await storedFile(zip, env, pack.zipKey, `files/publishing/${pack.id}.zip`);
  }
  await zip.end();
}

/**
 * Everything the account owns or made, as a zip of JSON files and its stored files, written while it downloads.
 * An error part-way ends the download as failed (and is logged), rather than leaving a zip that looks complete.
 */
export function accountExport(db: Database, env: Env, userId: string, origin: string) {
  const zip = zipStream();
  const done = writeExport(zip, db, env, userId, origin).catch(async (error) => {
    console.error("account export failed", error instanceof Error ? error.message : error);
    await zip.abort(error);
  });
  return { body: zip.readable, done };
}
