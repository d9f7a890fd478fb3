import { eq } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { stripeEvents } from "../../schema/marketplace";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { markPurchasePaid } from "./ledger";
import { verifyStripeSignature } from "./stripe-signature";
import { activateSubscription } from "./subscriptions";

interface StripeEvent {
  id: string;
  type: string;
  data?: {
    object?: {
      client_reference_id?: string | null;
      metadata?: Record<string, string>;
      payment_status?: string;
      amount_total?: number | null;
    };
  };
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
  const [recorded] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: Date.now() })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return { received: true, duplicate: true };
  try {
    await applyEvent(db, event);
  } catch (error) {
    // Forget the event so Stripe's retry is applied rather than taken for a replay.
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return { received: true, duplicate: false };
}

async function applyEvent(db: Database, event: StripeEvent) {
  const session = event.data?.object;
  if (event.type !== "checkout.session.completed" || session?.payment_status === "unpaid") return;
  const metadata = session?.metadata ?? {};
  if (metadata.subscriptionId) return activateSubscription(db, metadata.subscriptionId);
  const purchaseId = metadata.purchaseId ?? session?.client_reference_id;
  // The creator's share is taken from what Stripe charged, whatever the listing says now.
  const charged =
    typeof session?.amount_total === "number" && Number.isInteger(session.amount_total) && session.amount_total >= 0
      ? session.amount_total
      : undefined;
  if (purchaseId) await markPurchasePaid(db, purchaseId, charged);
}
