import { and, eq, isNotNull, notLike } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import type { Currency } from "../../../schema/pricing-enums";
import { formatCents } from "../../common/money";
import type { EmailSender } from "../../email/sender";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import type { CheckoutProvider } from "../../payments/checkout";
import { purchaseCharge } from "../../payments/checkout-outcomes";
import { attributedCampaign } from "../marketing";
import { applyDiscountCode, holdDiscountCode, usedUp } from "./discounts";
import { priceCharge, sameCharge, saveCharge } from "./purchase-charges";
import { type PurchaseAnswer, payWithoutStripe, STARTING, startCheckout } from "./purchase-checkout";

export interface PurchaseRequest {
  productId: number;
  /** The listing price the buyer saw, in dollars: only checked against the stored price, never charged. */
  price: number;
  /** A creator's discount code, applied here at the server. */
  discountCode?: string;
  /** The code of the campaign whose link brought the buyer (from their browser), attributed if it is the creator's. */
  campaignCode?: string;
  /** The currency the buyer chose on the product page (dollars or their country's); unset, their country's. */
  currency?: Currency;
  /** A local run, which knows no country: any of the platform's currencies may be chosen. */
  localRun?: boolean;
}

/** Everything a purchase is started with. */
export interface PurchaseOptions {
  db: Database;
  checkout: CheckoutProvider;
  buyer: SessionUser;
  request: PurchaseRequest;
  /** The site's address, for the payment page's return and the e-mailed receipt. */
  origin: string;
  /** The country the request came from; null (the default) when it is not known. */
  country?: string | null;
  /** Sends the e-mails of a purchase paid at once; without one, nothing is e-mailed. */
  sender?: EmailSender;
}

type Product = typeof products.$inferSelect;
type Purchase = typeof purchases.$inferSelect;
type Discount = Awaited<ReturnType<typeof applyDiscountCode>>;

/**
 * Starts (or returns) the buyer's purchase of a product at the server's price: the product and the price the buyer
 * saw are checked, the purchase saved (one per buyer and product), its terms renewed if they changed, and then it is
 * paid: at once when a code makes it free or in test mode (and e-mailed), otherwise through a payment page.
 */
export async function createPurchase(options: PurchaseOptions): Promise<PurchaseAnswer> {
  const { db, buyer, request } = options;
  const product = await productForSale(db, buyer, request);
  const discount = request.discountCode ? await applyDiscountCode(db, product, request.discountCode) : null;
  const campaignId = request.campaignCode
    ? await attributedCampaign(db, request.campaignCode, product.creatorId, buyer.id)
    : null;
  const saved = await savePurchase(options, product, campaignId);
  const settled = settledAnswer(saved);
  if (settled) return settled;
  const { charge, samePrice } = await checkoutTerms(options, saved, product, discount);
  if ((discount?.priceCents ?? product.priceCents) === 0) {
    // A code that makes the product free: nothing to charge, and no card payment can be for nothing.
    await payWithoutStripe(db, saved.id, charge, options);
    return {
      success: true,
      purchaseId: saved.id,
      message: "The discount code makes this free: it is yours.",
      testMode: saved.testMode,
    };
  }
  const title = discount ? `${product.title} (code ${discount.code})` : product.title;
  return startCheckout(options, { purchase: saved, title, charge, samePrice });
}

/** The product, published, not the buyer's own, and at the price the buyer saw (in dollars). */
async function productForSale(db: Database, buyer: SessionUser, request: PurchaseRequest): Promise<Product> {
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
  return product;
}

/** Saves the buyer's purchase of the product, or finds the one saved before, and returns it. */
async function savePurchase(
  { db, checkout, buyer, country = null }: PurchaseOptions,
  product: Product,
  campaignId: string | null,
): Promise<Purchase> {
  // One purchase per buyer and product (a unique index): a second tab's insert is ignored and both use the saved row.
  await db
    .insert(purchases)
    .values({
      id: crypto.randomUUID(),
      productId: product.id,
      buyerId: buyer.id,
      // The code, if any, is taken later with the write that holds one of its uses.
      priceCents: product.priceCents,
      listPriceCents: product.priceCents,
      provider: checkout.name,
      testMode: checkout.name === "test",
      country,
      campaignId,
      createdAt: Date.now(),
    })
    .onConflictDoNothing();
  const [saved] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.buyerId, buyer.id), eq(purchases.productId, product.id)))
    .limit(1);
  if (!saved) throw new ApiError(409, "conflict", "The purchase could not be saved. Please try again.");
  return saved;
}

/**
 * The answer for a purchase that cannot be paid now: one already owned is answered as such; a refunded one, or one
 * whose payment is under review, is refused. Undefined for a purchase still to be paid.
 */
function settledAnswer(saved: Purchase): PurchaseAnswer | undefined {
  if (saved.status !== "pending") {
    const owned = saved.status === "paid" || saved.status === "disputed";
    if (!owned) throw new ApiError(409, "conflict", "This purchase was refunded, so it cannot be bought again here.");
    return {
      success: true,
      purchaseId: saved.id,
      message: "You already own this product. Download it from your receipt.",
      testMode: saved.testMode,
    };
  }
  if (saved.paymentReview) {
    throw new ApiError(
      409,
      "conflict",
      "A payment for this purchase did not match its price and is being reviewed; you will hear from us. Nothing more was charged.",
    );
  }
  return undefined;
}

/**
 * Today's charge of a pending purchase, and whether its terms (price, code, charge) are those it was saved with. A
 * checkout started earlier, then abandoned, is restarted at today's price and with today's code.
 */
async function checkoutTerms(
  { db, request, country = null }: PurchaseOptions,
  saved: Purchase,
  product: Product,
  discount: Discount | null,
) {
  const priceCents = discount?.priceCents ?? product.priceCents;
  const discountCodeId = discount?.discountCodeId ?? null;
  const now = Date.now();
  const charge = await priceCharge(db, priceCents, request.currency, country, request.localRun);
  const codeStillHeld = discountCodeId === null || (saved.codeHeldUntil ?? 0) > now;
  const samePrice =
    saved.priceCents === priceCents &&
    saved.discountCodeId === discountCodeId &&
    codeStillHeld &&
    sameCharge(await purchaseCharge(db, saved.id), charge);
  if (!samePrice) {
    if (discount) {
      if (!(await holdDiscountCode(db, saved.id, discount, product.priceCents, now))) throw usedUp(discount.code);
    } else {
      await db
        .update(purchases)
        .set({ priceCents, listPriceCents: product.priceCents, discountCodeId: null, codeHeldUntil: null })
        .where(and(eq(purchases.id, saved.id), eq(purchases.status, "pending")));
    }
    await saveCharge(db, saved.id, charge);
  }
  return { charge, samePrice };
}

/** Open payment pages closed per price change: each is a call to Stripe. */
const MAX_CHECKOUTS_CLOSED = 200;

/**
 * The product's price changed (or it left the shop): payment pages opened at the old terms are closed, so none is
 * paid at a price the creator no longer asks. Their purchases wait, without a session or a held code, for the
 * buyer to start again at the new price.
 */
export async function closeOpenCheckouts(db: Database, checkout: CheckoutProvider, productId: number) {
  const open = await db
    .select({ id: purchases.id, sessionId: purchases.providerSessionId })
    .from(purchases)
    .where(
      and(
        eq(purchases.productId, productId),
        eq(purchases.status, "pending"),
        isNotNull(purchases.providerSessionId),
        notLike(purchases.providerSessionId, `${STARTING}%`),
      ),
    )
    .limit(MAX_CHECKOUTS_CLOSED);
  for (const { id, sessionId } of open) {
    await checkout.expire(sessionId!);
    await db
      .update(purchases)
      .set({ providerSessionId: null, codeHeldUntil: null })
      .where(and(eq(purchases.id, id), eq(purchases.providerSessionId, sessionId!), eq(purchases.status, "pending")));
  }
  return open.length;
}
