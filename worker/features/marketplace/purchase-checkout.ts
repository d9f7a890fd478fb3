import { and, eq, isNull, like } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { purchases } from "../../../schema/marketplace";
import type { EmailSender } from "../../email/sender";
import { ApiError } from "../../http/errors";
import type { CheckoutProvider } from "../../payments/checkout";
import { markPurchasePaid } from "../../payments/ledger";
import { emailSale } from "../../payments/sale-emails";
import { releaseDiscountCode } from "./discounts";
import { type Charge, paidWithoutStripe } from "./purchase-charges";

/** A session being opened for a purchase; after this long without finishing, another request may take over. */
const STARTING_TIMEOUT_MS = 60_000;
/** The mark of a claim on a purchase's checkout: this prefix, then when it was taken. */
export const STARTING = "starting:";
const CHECKOUT_BUSY = "Checkout for this purchase is being prepared in another tab. Try again in a moment.";

/** A purchase request's answer: where the purchase stands, and the payment page to continue on when it has one. */
export interface PurchaseAnswer {
  success: boolean;
  purchaseId: string;
  message: string;
  testMode: boolean;
  checkoutUrl?: string;
}

/** Where a sale's e-mails link to, and who sends them; without a sender, nothing is e-mailed. */
export interface SaleMail {
  origin: string;
  sender?: EmailSender;
}

/**
 * A purchase paid at once, without Stripe (test mode, a free code): marked paid and, when this call is the one that
 * did so, the sale e-mails sent (the buyer's receipt and the creator's sale notice).
 */
export async function payWithoutStripe(db: Database, purchaseId: string, charge: Charge, mail: SaleMail) {
  if ((await markPurchasePaid(db, purchaseId, paidWithoutStripe(charge))) && mail.sender) {
    await emailSale(db, mail.sender, purchaseId, mail.origin);
  }
}

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

/** Who pays through which checkout, and where the sale's e-mails link to. */
export interface CheckoutContext extends SaleMail {
  db: Database;
  checkout: CheckoutProvider;
  buyer: { email: string };
}

/** A pending purchase at its settled terms, to be paid. */
export interface CheckoutTerms {
  purchase: { id: string; providerSessionId: string | null };
  /** What the payment page names: the product's title, with the discount code if one applies. */
  title: string;
  charge: Charge;
  /** Whether the terms are those of the purchase's last checkout, whose open session may then be handed out again. */
  samePrice: boolean;
}

/**
 * Pays a purchase with a charge: hands out its open Stripe session or opens one, or, in test mode, marks it paid at
 * once. A session that fails to open gives back its claim and the code's use.
 */
export async function startCheckout(
  context: CheckoutContext,
  { purchase, title, charge, samePrice }: CheckoutTerms,
): Promise<PurchaseAnswer> {
  const { db, checkout } = context;
  const purchaseId = purchase.id;
  let claim = "";
  if (checkout.name === "stripe") {
    const open = await openCheckout(db, checkout, purchase, samePrice);
    if ("checkoutUrl" in open) {
      return { success: true, purchaseId, message: "Continue to checkout to pay.", ...open, testMode: false };
    }
    claim = open.claim;
  }
  const started = await checkout
    .start({
      orderId: purchaseId,
      kind: "purchase",
      title,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      taxBehavior: charge.taxBehavior,
      buyerEmail: context.buyer.email,
      origin: context.origin,
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
    await payWithoutStripe(db, purchaseId, charge, context);
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
