import type { Database } from "../../schema/db";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { recordRefund } from "./ledger";
import { stripeClient, unreachableAs503 } from "./stripe";

/** Sales can be refunded from the site for 30 days; after that only through the payment provider's dashboard. */
export const REFUND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export interface RefundableSale {
  id: string;
  status: string;
  priceCents: number;
  testMode: boolean;
  provider: string;
  providerPaymentId: string | null;
  paidAt: number | null;
}

/**
 * Gives a paid sale's money back: through Stripe for a real sale (one refund per purchase, whatever the retries),
 * at once for a test sale; then the creator's share is debited and the download ends.
 */
export async function refundSale(db: Database, env: Env, sale: RefundableSale, now = Date.now()) {
  if (sale.status !== "paid") throw new ApiError(409, "conflict", "Only a paid sale can be refunded.");
  if (sale.paidAt === null || now - sale.paidAt > REFUND_WINDOW_MS) {
    throw new ApiError(409, "conflict", "This sale is more than 30 days old; refund it from the payment provider.");
  }
  if (!sale.testMode && sale.priceCents > 0) {
    if (!env.STRIPE_SECRET_KEY || !sale.providerPaymentId) {
      throw new ApiError(
        503,
        "payments_unavailable",
        "Stripe is not configured, so this sale cannot be refunded here.",
      );
    }
    await stripeClient(env.STRIPE_SECRET_KEY)
      .refunds.create(
        { payment_intent: sale.providerPaymentId, reason: "requested_by_customer", metadata: { purchaseId: sale.id } },
        { idempotencyKey: `refund:${sale.id}` },
      )
      // Nothing is recorded until Stripe refunds: the sale stays paid, and a retry (same idempotency key) is safe.
      .catch(unreachableAs503("Stripe could not be reached. Please try again in a moment."));
  }
  return recordRefund(db, sale.id, { refundedMinor: 1, paidMinor: 1 });
}
