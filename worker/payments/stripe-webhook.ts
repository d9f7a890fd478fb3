import { eq } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { stripeEvents } from "../../schema/marketplace-charges";
import { emailSender } from "../email/sender";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { askedCharge, closeUnpaidCheckout, holdForReview } from "./checkout-outcomes";
import { closeDispute, findSale, holdForDispute, markPurchasePaid, purchaseForPayment, recordRefund } from "./ledger";
import { applyConnectedAccount } from "./payouts";
import { emailPlanNotice } from "./plan-emails";
import { emailRefund, emailSale } from "./sale-emails";
import { paymentOfSession } from "./settlement";
import { idOf, STRIPE_API_VERSION, type Stripe, stripeClient, verifyStripeEvent } from "./stripe";
import { applyStripeSubscription, applySubscriptionInvoice, completeSubscriptionCheckout } from "./subscriptions";

/** Verifies and applies one Stripe event, once: a replayed event id is acknowledged and ignored. */
export async function handleStripeWebhook(
  db: Database,
  env: Env,
  signature: string | undefined,
  payload: string,
  origin: string,
) {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ApiError(404, "not_found", "Stripe is not configured.");
  if (!signature) throw new ApiError(400, "invalid_input", "The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = await verifyStripeEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "it could not be read";
    throw new ApiError(400, "invalid_input", `The Stripe event was refused: ${reason.slice(0, 200)}`);
  }
  // An event is shaped by the endpoint's API version, not the one this code pins: read in the wrong shape, an
  // invoice.paid would change nothing and still answer 200, and Stripe would never send it again. Refused, it is
  // retried (for three days) and shows as failing in Stripe's dashboard until the endpoint's version is fixed.
  if (event.api_version !== STRIPE_API_VERSION) {
    throw new ApiError(
      400,
      "invalid_input",
      `This endpoint reads events of Stripe API version ${STRIPE_API_VERSION}, not ${event.api_version ?? "unknown"}: create the webhook endpoint with api_version ${STRIPE_API_VERSION}.`,
    );
  }
  const [recorded] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: Date.now() })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return { received: true, duplicate: true };
  try {
    await applyEvent(db, env, event, origin);
  } catch (error) {
    // Forget the event so Stripe's retry is applied rather than taken for a replay.
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return { received: true, duplicate: false };
}

/** The purchase a charge or dispute is about: by its PaymentIntent, or by the purchase id in the metadata. */
async function purchaseOf(db: Database, paymentIntent: string | undefined, metadata: Stripe.Metadata | null) {
  return (paymentIntent && (await purchaseForPayment(db, paymentIntent))) || metadata?.purchaseId;
}

async function applyEvent(db: Database, env: Env, event: Stripe.Event, origin: string) {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.payment_status === "unpaid") return;
      if (session.mode === "subscription") {
        const ended = await completeSubscriptionCheckout(db, session);
        if (ended && env.STRIPE_SECRET_KEY) await stripeClient(env.STRIPE_SECRET_KEY).subscriptions.cancel(ended);
        return;
      }
      const purchaseId = session.metadata?.purchaseId ?? session.client_reference_id;
      if (!purchaseId) return;
      const sale = await findSale(db, purchaseId);
      if (sale?.status !== "pending") return;
      const asked = await askedCharge(db, sale);
      // Nothing is granted for a payment other than the one asked: another amount before tax (a page opened at an
      // old price that slipped through) or another currency is held for the operator.
      if (session.amount_subtotal !== asked.amountMinor || session.currency !== asked.currency.toLowerCase()) {
        return holdForReview(db, purchaseId, asked, {
          amountMinor: session.amount_subtotal,
          currency: session.currency,
          paymentId: idOf(session.payment_intent),
        });
      }
      const stripe = env.STRIPE_SECRET_KEY ? stripeClient(env.STRIPE_SECRET_KEY) : null;
      if (await markPurchasePaid(db, purchaseId, await paymentOfSession(stripe, session))) {
        await emailSale(db, emailSender(env, db), purchaseId, origin);
      }
      return;
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const purchaseId = session.metadata?.purchaseId ?? session.client_reference_id;
      if (session.mode === "payment" && purchaseId) await closeUnpaidCheckout(db, purchaseId, session.id);
      return;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const purchaseId = await purchaseOf(db, idOf(charge.payment_intent), charge.metadata);
      const refund = { refundedMinor: charge.amount_refunded, paidMinor: charge.amount };
      if (purchaseId && (await recordRefund(db, purchaseId, refund))) {
        await emailRefund(db, emailSender(env, db), purchaseId, origin);
      }
      return;
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const purchaseId = await purchaseOf(db, idOf(dispute.payment_intent), dispute.metadata);
      if (purchaseId) await holdForDispute(db, purchaseId);
      return;
    }
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const purchaseId = await purchaseOf(db, idOf(dispute.payment_intent), dispute.metadata);
      if (purchaseId) await closeDispute(db, purchaseId, dispute.status === "won");
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const notice = await applySubscriptionInvoice(db, event.data.object, event.type === "invoice.paid");
      return emailPlanNotice(db, emailSender(env, db), notice, origin);
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applyStripeSubscription(db, event.data.object);
    case "account.updated":
      return applyConnectedAccount(db, env, event.data.object);
    default:
      return;
  }
}
