import { and, desc, eq, inArray } from "drizzle-orm";
import { users } from "../../../schema/auth";
import type { Database } from "../../../schema/db";
import { discountCodes, products, purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import { emailSender } from "../../email/sender";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { findSale } from "../../payments/ledger";
import { REFUND_WINDOW_MS, refundSale } from "../../payments/refunds";
import { emailRefund } from "../../payments/sale-emails";
import { invoiceHref } from "./invoices";

/** The most sales the creator's sales list shows, newest first. */
export const SALES_PAGE = 200;

/** The creator's sales (paid, refunded or disputed), newest first, with whether each can still be refunded here. */
export async function listSales(db: Database, creatorId: string, now = Date.now()) {
  const rows = await db
    .select({
      purchaseId: purchases.id,
      productId: products.id,
      title: products.title,
      buyer: users.username,
      status: purchases.status,
      testMode: purchases.testMode,
      priceCents: purchases.priceCents,
      listPriceCents: purchases.listPriceCents,
      discountCode: discountCodes.code,
      paidAt: purchases.paidAt,
      refundedAt: purchases.refundedAt,
      // What the buyer paid in their currency, tax included; `priceCents` is what the sale brought in, without tax.
      buyerPaid: { currency: purchaseCharges.currency, totalMinor: purchaseCharges.totalMinor },
      invoiceId: purchaseCharges.invoiceId,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(users, eq(users.id, purchases.buyerId))
    .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
    .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
    .where(and(eq(products.creatorId, creatorId), inArray(purchases.status, ["paid", "refunded", "disputed"])))
    .orderBy(desc(purchases.paidAt))
    .limit(SALES_PAGE);
  return rows.map(({ invoiceId, ...row }) => ({
    ...row,
    invoiceUrl: invoiceId ? invoiceHref(row.purchaseId) : null,
    refundable: row.status === "paid" && row.paidAt !== null && now - row.paidAt <= REFUND_WINDOW_MS,
  }));
}

/** A refund asked for by the product's creator or an admin; anyone else is told the sale is not theirs. */
export async function refundAsSeller(db: Database, env: Env, user: SessionUser, purchaseId: string, origin: string) {
  const sale = await findSale(db, purchaseId);
  if (!sale) throw new ApiError(404, "not_found", "No such sale.");
  if (sale.creatorId !== user.id && user.role !== "admin") {
    throw new ApiError(403, "forbidden", "Only the product's creator or an administrator can refund this sale.");
  }
  if (await refundSale(db, env, sale)) await emailRefund(db, emailSender(env, db), sale.id, origin);
}
