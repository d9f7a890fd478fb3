import type { Database } from "../../../schema/db";
import { stripeEvents } from "../../../schema/marketplace";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { activateSubscription } from "../pricing/service";
import { markPaid } from "./purchases";
import { verifyStripeSignature } from "./stripe-signature";

interface StripeEvent {
  id: string;
  type: string;
  data?: { object?: { client_reference_id?: string | null; metadata?: Record<string, string>; payment_status?: string } };
}

const REFUSALS = {
  malformed: "The Stripe-Signature header is missing or malformed.",
  mismatch: "The Stripe signature does not match the payload.",
  stale: "The Stripe event is too old (replay protection).",
} as const;

/** Verifies and applies one Stripe event, once: a replayed event id is acknowledged and ignored. */
export async function handleStripeWebhook(db: Database, env: Env, signature: string | undefined, payload: string) {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ApiError(404, "not_found", "Stripe is not configured.");
  const check = await verifyStripeSignature(signature, payload, env.STRIPE_WEBHOOK_SECRET);
  if (check !== "valid") throw new ApiError(400, "invalid_input", REFUSALS[check]);
  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    throw new ApiError(400, "invalid_json", "The event is not valid JSON.");
  }
  if (!event.id || !event.type) throw new ApiError(400, "invalid_input", "The event has no id or type.");
  const [recorded] = await db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: Date.now() }).onConflictDoNothing().returning();
  if (!recorded) return { received: true, duplicate: true };
  if (event.type === "checkout.session.completed" && event.data?.object?.payment_status !== "unpaid") {
    const metadata = event.data?.object?.metadata ?? {};
    if (metadata.subscriptionId) await activateSubscription(db, metadata.subscriptionId);
    else {
      const purchaseId = metadata.purchaseId ?? event.data?.object?.client_reference_id;
      if (purchaseId) await markPaid(db, purchaseId);
    }
  }
  return { received: true, duplicate: false };
}
