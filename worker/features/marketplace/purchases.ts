import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { formatCents } from "../../common/money";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import type { CheckoutProvider } from "../../payments/checkout";
import { markPurchasePaid } from "../../payments/ledger";

export interface PurchaseRequest {
  productId: number;
  /** The price the buyer saw, in dollars: only checked against the stored price, never charged. */
  price: number;
}

/** Starts (or returns) the buyer's purchase of a product at the server's price. */
export async function createPurchase(
  db: Database,
  checkout: CheckoutProvider,
  buyer: SessionUser,
  request: PurchaseRequest,
  origin: string,
  country: string | null = null,
) {
  const [product] = await db.select().from(products).where(eq(products.id, request.productId)).limit(1);
  if (product?.status !== "published")
    throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (product.creatorId === buyer.id)
    throw new ApiError(409, "conflict", "This is your own product; you already have its file.");
  if (Math.round(request.price * 100) !== product.priceCents) {
    throw new ApiError(
      409,
      "conflict",
      `The price of "${product.title}" is ${formatCents(product.priceCents)}, not ${formatCents(Math.round(request.price * 100))}. Reload the page to see the current price.`,
    );
  }

  const [existing] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.buyerId, buyer.id), eq(purchases.productId, product.id)))
    .limit(1);
  if (existing?.status === "paid") {
    return {
      success: true,
      purchaseId: existing.id,
      message: "You already own this product. Download it from your receipt.",
      testMode: existing.testMode,
    };
  }

  const purchaseId = existing?.id ?? crypto.randomUUID();
  if (existing) {
    // A checkout started earlier, then abandoned, is restarted at today's price.
    await db
      .update(purchases)
      .set({ priceCents: product.priceCents })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "pending")));
  } else {
    await db
      .insert(purchases)
      .values({
        id: purchaseId,
        productId: product.id,
        buyerId: buyer.id,
        priceCents: product.priceCents,
        provider: checkout.name,
        testMode: checkout.name === "test",
        country,
        createdAt: Date.now(),
      })
      .onConflictDoNothing();
  }
  const started = await checkout.start({
    purchaseId,
    title: product.title,
    priceCents: product.priceCents,
    buyerEmail: buyer.email,
    origin,
  });
  if (started.paid) {
    await markPurchasePaid(db, purchaseId);
    return { success: true, purchaseId, message: "Test-mode purchase complete: no money was charged.", testMode: true };
  }
  await db
    .update(purchases)
    .set({ providerSessionId: started.sessionId, provider: "stripe", testMode: false })
    .where(eq(purchases.id, purchaseId));
  return {
    success: true,
    purchaseId,
    message: "Continue to checkout to pay.",
    checkoutUrl: started.checkoutUrl,
    testMode: false,
  };
}

/** The buyer's receipt: 404 for an unknown purchase, 403 for someone else's. */
export async function findReceipt(db: Database, purchaseId: string, userId: string) {
  const [row] = await db
    .select({
      purchaseId: purchases.id,
      buyerId: purchases.buyerId,
      status: purchases.status,
      testMode: purchases.testMode,
      priceCents: purchases.priceCents,
      paidAt: purchases.paidAt,
      createdAt: purchases.createdAt,
      productId: products.id,
      slug: products.slug,
      title: products.title,
      author: products.author,
      fileKey: products.fileKey,
      fileName: products.fileName,
      fileType: products.fileType,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such purchase.");
  if (row.buyerId !== userId) throw new ApiError(403, "forbidden", "This purchase belongs to another account.");
  return row;
}

/** Paid purchases of the user, newest first (for "My purchases"). */
export async function listOwnPurchases(db: Database, userId: string) {
  return db
    .select({
      purchaseId: purchases.id,
      status: purchases.status,
      priceCents: purchases.priceCents,
      paidAt: purchases.paidAt,
      productId: products.id,
      title: products.title,
      author: products.author,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.buyerId, userId))
    .orderBy(sql`${purchases.createdAt} DESC`);
}
