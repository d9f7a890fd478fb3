import { and, eq, isNotNull, isNull, like, notLike } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import type { Currency } from "../../../schema/pricing-enums";
import { formatCents } from "../../common/money";
import type { EmailSender } from "../../email/sender";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import type { CheckoutProvider } from "../../payments/checkout";
import { purchaseCharge } from "../../payments/checkout-outcomes";
import { markPurchasePaid } from "../../payments/ledger";
import { emailSale } from "../../payments/sale-emails";
import { attributedCampaign } from "../marketing";
import { applyDiscountCode, holdDiscountCode, releaseDiscountCode, usedUp } from "./discounts";
import { paidWithoutStripe, priceCharge, sameCharge, saveCharge } from "./purchase-charges";

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

/** A session being opened for a purchase; after this long without finishing, another request may take over. */
const STARTING_TIMEOUT_MS = 60_000;
const STARTING = "starting:";
const CHECKOUT_BUSY = "Checkout for this purchase is being prepared in another tab. Try again in a moment.";

/**
 * One payable checkout per purchase. A session still open at the same price is handed out again (a repeat click, a
 * second tab); otherwise this request claims the purchase with one conditional update, closes the old session and
 * returns the claim so that the caller opens a new one. A claim another request holds answers 409.
 */
async function openCheckout(
  db: Database,
  checkout: CheckoutProvider,
  purchase: { id: string; providerSessionId: string | null },
  samePrice: boolean,
): Promise<{ checkoutUrl: string } | { claim: string }> {
  const current = purchase.providerSessionId;
  const starting = current?.startsWith(STARTING) ?? false;
  if (current && !starting && samePrice) {
    const open = await checkout.resume(current);
    if (open) return open;
  }
  if (starting && Date.now() - Number(current!.slice(STARTING.length)) < STARTING_TIMEOUT_MS) {
    throw new ApiError(409, "conflict", CHECKOUT_BUSY);
  }
  const claim = `${STARTING}${Date.now()}`;
  const claimed = await db
    .update(purchases)
    .set({ providerSessionId: claim })
    .where(
      and(
        eq(purchases.id, purchase.id),
        eq(purchases.status, "pending"),
        current === null ? isNull(purchases.providerSessionId) : eq(purchases.providerSessionId, current),
      ),
    )
    .returning({ id: purchases.id });
  if (claimed.length === 0) {
    throw new ApiError(409, "conflict", CHECKOUT_BUSY);
  }
  if (current && !starting) await checkout.expire(current);
  return { claim };
}

/**
 * Starts (or returns) the buyer's purchase of a product at the server's price. `origin` is the site's address for
 * the payment page's return and the e-mailed receipt; a purchase paid at once (test mode, a free code) is e-mailed.
 */
export async function createPurchase(
  db: Database,
  checkout: CheckoutProvider,
  buyer: SessionUser,
  request: PurchaseRequest,
  origin: string,
  country: string | null = null,
  sender?: EmailSender,
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

  const discount = request.discountCode ? await applyDiscountCode(db, product, request.discountCode) : null;
  const priceCents = discount?.priceCents ?? product.priceCents;
  const discountCodeId = discount?.discountCodeId ?? null;
  const campaignId = request.campaignCode
    ? await attributedCampaign(db, request.campaignCode, product.creatorId, buyer.id)
    : null;

  // One purchase per buyer and product (a unique index): a second tab's insert is ignored and both use the saved row.
  await db
    .insert(purchases)
    .values({
      id: crypto.randomUUID(),
      productId: product.id,
      buyerId: buyer.id,
      // The code, if any, is taken below with the write that holds one of its uses.
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
  const purchaseId = saved.id;
  const now = Date.now();
  const charge = await priceCharge(db, priceCents, request.currency, country, request.localRun);
  const codeStillHeld = discountCodeId === null || (saved.codeHeldUntil ?? 0) > now;
  const samePrice =
    saved.priceCents === priceCents &&
    saved.discountCodeId === discountCodeId &&
    codeStillHeld &&
    sameCharge(await purchaseCharge(db, saved.id), charge);
  if (!samePrice) {
    // A checkout started earlier, then abandoned, is restarted at today's price and with today's code.
    if (discount) {
      if (!(await holdDiscountCode(db, purchaseId, discount, product.priceCents, now))) throw usedUp(discount.code);
    } else {
      await db
        .update(purchases)
        .set({ priceCents, listPriceCents: product.priceCents, discountCodeId: null, codeHeldUntil: null })
        .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "pending")));
    }
    await saveCharge(db, purchaseId, charge);
  }
  if (priceCents === 0) {
    // A code that makes the product free: nothing to charge, and no card payment can be for nothing.
    if ((await markPurchasePaid(db, purchaseId, paidWithoutStripe(charge))) && sender) {
      await emailSale(db, sender, purchaseId, origin);
    }
    return {
      success: true,
      purchaseId,
      message: "The discount code makes this free: it is yours.",
      testMode: saved.testMode,
    };
  }
  let claim = "";
  if (checkout.name === "stripe") {
    const open = await openCheckout(db, checkout, saved, samePrice);
    if ("checkoutUrl" in open) {
      return { success: true, purchaseId, message: "Continue to checkout to pay.", ...open, testMode: false };
    }
    claim = open.claim;
  }
  const title = discount ? `${product.title} (code ${discount.code})` : product.title;
  const started = await checkout
    .start({
      orderId: purchaseId,
      kind: "purchase",
      title,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      taxBehavior: charge.taxBehavior,
      buyerEmail: buyer.email,
      origin,
      // One session per claim: a retried call reuses it, a new claim (another price) opens a new one.
      idempotencyKey: `purchase-checkout:${purchaseId}:${claim}`,
    })
    .catch(async (error: unknown) => {
      // The claim and the code's use are given back, so the buyer (or another) can try again at once.
      await db.batch([
        db
          .update(purchases)
          .set({ providerSessionId: null })
          .where(and(eq(purchases.id, purchaseId), like(purchases.providerSessionId, `${STARTING}%`))),
        releaseDiscountCode(db, purchaseId),
      ]);
      throw error;
    });
  if (started.paid) {
    if ((await markPurchasePaid(db, purchaseId, paidWithoutStripe(charge))) && sender) {
      await emailSale(db, sender, purchaseId, origin);
    }
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
