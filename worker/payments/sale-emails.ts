import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { users } from "../../schema/auth";
import type { Database } from "../../schema/db";
import { discountCodes, products, purchases } from "../../schema/marketplace";
import { purchaseCharges } from "../../schema/marketplace-charges";
import { receiptEmail, refundEmail, saleEmail } from "../email/messages";
import { type EmailSender, sendQuietly } from "../email/sender";
import { creatorShareCents } from "./ledger";

const buyers = alias(users, "buyers");
const creators = alias(users, "creators");

async function saleFor(db: Database, purchaseId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      priceCents: purchases.priceCents,
      listPriceCents: purchases.listPriceCents,
      testMode: purchases.testMode,
      discountCode: discountCodes.code,
      product: products.title,
      author: products.author,
      buyerEmail: buyers.email,
      buyerLanguage: buyers.language,
      creatorEmail: creators.email,
      creatorLanguage: creators.language,
      paid: {
        currency: purchaseCharges.currency,
        totalMinor: purchaseCharges.totalMinor,
        taxMinor: purchaseCharges.taxMinor,
        invoiceId: purchaseCharges.invoiceId,
      },
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
    .innerJoin(buyers, eq(buyers.id, purchases.buyerId))
    .innerJoin(creators, eq(creators.id, products.creatorId))
    .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  return row;
}

/** A paid purchase: the buyer gets the receipt with its download link, the creator the news and their share. */
export async function emailSale(db: Database, sender: EmailSender, purchaseId: string, origin: string) {
  const sale = await saleFor(db, purchaseId);
  if (!sale) return;
  const details = { ...sale, link: `${origin}/receipt/${sale.id}` };
  await Promise.all([
    sendQuietly(sender, receiptEmail(sale.buyerEmail, sale.buyerLanguage, details)),
    sendQuietly(
      sender,
      saleEmail(sale.creatorEmail, sale.creatorLanguage, {
        ...details,
        link: `${origin}/my-products`,
        shareCents: creatorShareCents(sale.priceCents),
      }),
    ),
  ]);
}

/** A refunded purchase: the buyer is told the money goes back and the download has ended. */
export async function emailRefund(db: Database, sender: EmailSender, purchaseId: string, origin: string) {
  const sale = await saleFor(db, purchaseId);
  if (!sale) return;
  await sendQuietly(
    sender,
    refundEmail(sale.buyerEmail, sale.buyerLanguage, { ...sale, link: `${origin}/receipt/${sale.id}` }),
  );
}
