import { eq, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../schema/db";
import { discountCodes, products, purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import { productEditions } from "../../../schema/marketplace-editions";
import { ApiError } from "../../http/errors";

/** What the buyer was charged, in their currency, as receipts and purchase lists show it. */
const CHARGE_FIELDS = {
  currency: purchaseCharges.currency,
  amountMinor: purchaseCharges.amountMinor,
  totalMinor: purchaseCharges.totalMinor,
  taxMinor: purchaseCharges.taxMinor,
  taxCountry: purchaseCharges.taxCountry,
  taxNote: purchaseCharges.taxNote,
  hasInvoice: sql<boolean>`${purchaseCharges.invoiceId} is not null`.mapWith(Boolean),
};

/** The buyer's receipt: 404 for an unknown purchase, 403 for someone else's. */
export async function findReceipt(db: Database, purchaseId: string, userId: string) {
  const [row] = await db
    .select({
      purchaseId: purchases.id,
      buyerId: purchases.buyerId,
      status: purchases.status,
      testMode: purchases.testMode,
      priceCents: purchases.priceCents,
      listPriceCents: purchases.listPriceCents,
      discountCode: discountCodes.code,
      paidAt: purchases.paidAt,
      refundedAt: purchases.refundedAt,
      createdAt: purchases.createdAt,
      productId: products.id,
      slug: products.slug,
      title: products.title,
      author: products.author,
      fileKey: products.fileKey,
      fileName: products.fileName,
      fileType: products.fileType,
      charge: CHARGE_FIELDS,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
    .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such purchase.");
  if (row.buyerId !== userId) throw new ApiError(403, "forbidden", "This purchase belongs to another account.");
  return row;
}

/** A column of the product's newest edition, for the purchases list. */
const newest = (column: AnySQLiteColumn) =>
  sql`select ${column} from ${productEditions} where ${productEditions.productId} = ${products.id}
    order by ${productEditions.number} desc limit 1`;

/** Paid purchases of the user, newest first (for "My purchases"). */
export async function listOwnPurchases(db: Database, userId: string) {
  return db
    .select({
      purchaseId: purchases.id,
      status: purchases.status,
      testMode: purchases.testMode,
      priceCents: purchases.priceCents,
      paidAt: purchases.paidAt,
      createdAt: purchases.createdAt,
      refundedAt: purchases.refundedAt,
      productId: products.id,
      title: products.title,
      author: products.author,
      charge: CHARGE_FIELDS,
      downloadedEdition: purchases.downloadedEdition,
      newestEdition: sql<number>`(${newest(productEditions.number)})`.mapWith(Number),
      newestLabel: sql<string>`(${newest(productEditions.label)})`,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
    .where(eq(purchases.buyerId, userId))
    .orderBy(sql`${purchases.createdAt} DESC`);
}
