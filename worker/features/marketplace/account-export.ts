import { eq } from "drizzle-orm";
import { creatorLedger, discountCodes, productReviews, products, purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import { payoutAccounts, payouts } from "../../../schema/marketplace-payouts";
import type { ExportContext } from "../../account-data";
import type { ZipStream } from "../../files/zip-stream";
import { zipEntryName } from "../../files/zip-stream";
import { updateEmailChoices } from "./edition-notices";
import { translationsByCreator } from "./translation-reads";

export const MARKETPLACE_README = `products.json           the products you list (their files are in files/products/)
product-translations.json  your listings' translations into other languages
discount-codes.json     your discount codes
sales.json              sales of your products (no buyer details), with what each buyer was charged
earnings.json           your earnings ledger, in US cents
payouts.json            payouts to your connected account
purchases.json          what you bought, what you were charged in your currency (tax apart), the receipt of each
update-emails.json      the products whose new-edition e-mails you turned off (all: every product's)
reviews.json            the reviews you wrote`;

/** What the buyer was charged, in their currency's minor unit (null for purchases made before it was recorded). */
const charge = {
  currency: purchaseCharges.currency,
  amountMinor: purchaseCharges.amountMinor,
  totalMinor: purchaseCharges.totalMinor,
  taxMinor: purchaseCharges.taxMinor,
  taxCountry: purchaseCharges.taxCountry,
  taxNote: purchaseCharges.taxNote,
  refundedMinor: purchaseCharges.refundedMinor,
};

const sale = {
  id: purchases.id,
  productId: purchases.productId,
  priceCents: purchases.priceCents,
  listPriceCents: purchases.listPriceCents,
  status: purchases.status,
  testMode: purchases.testMode,
  createdAt: purchases.createdAt,
  paidAt: purchases.paidAt,
  refundedAt: purchases.refundedAt,
  charge,
};

function rowsOf({ db, userId }: ExportContext) {
  return db.batch([
    db.select().from(products).where(eq(products.creatorId, userId)),
    db.select().from(discountCodes).where(eq(discountCodes.creatorId, userId)),
    db
      .select({ ...sale, country: purchases.country })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
      .where(eq(products.creatorId, userId)),
    db.select().from(creatorLedger).where(eq(creatorLedger.creatorId, userId)),
    db.select().from(payouts).where(eq(payouts.creatorId, userId)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
    db
      .select({ ...sale, product: products.title, author: products.author, discountCode: discountCodes.code })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
      .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
      .where(eq(purchases.buyerId, userId)),
    db.select().from(productReviews).where(eq(productReviews.userId, userId)),
  ]);
}

/** The marketplace's files of an export: what the member sells and earned, and what they bought and reviewed. */
export async function exportMarketplace(zip: ZipStream, context: ExportContext) {
  const { db, env, userId, origin } = context;
  const [listed, codes, sales, earnings, paidOut, [account], bought, reviews] = await rowsOf(context);
  // What search reads of a product is derived from its text, not the creator's data.
  const shown = listed.map(
    ({ searchTitle, searchDescription, searchTags, translatedTitle, translatedDescription, translatedTags, ...p }) => p,
  );
  await zip.json("products.json", shown);
  await zip.json("product-translations.json", await translationsByCreator(db, userId));
  await zip.json("discount-codes.json", codes);
  await zip.json("sales.json", sales);
  await zip.json("earnings.json", earnings);
  await zip.json("payouts.json", { account: account ?? null, payouts: paidOut });
  const receipts = bought.map((purchase) => ({ ...purchase, receiptUrl: `${origin}/receipt/${purchase.id}` }));
  await zip.json("purchases.json", receipts);
  await zip.json("update-emails.json", await updateEmailChoices(db, userId));
  await zip.json("reviews.json", reviews);
  for (const product of listed) {
    const object = await env.BUCKET.get(product.fileKey);
    if (object) await zip.stream(`files/products/${product.id}-${zipEntryName(product.fileName)}`, object.body);
  }
}
