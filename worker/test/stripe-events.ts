import { env } from "cloudflare:workers";
import { STRIPE_API_VERSION, signStripeEvent } from "../payments/stripe";
import { rawRequest } from "./client";

/** The webhook secret the tests configure; `useStripeWebhooks()` sets it. */
export const WEBHOOK_SECRET = "whsec_test_secret";

export function useStripeWebhooks() {
  env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
}

/** A Stripe event of a type with its object, as an endpoint of this app's API version (or another) gets it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${crypto.randomUUID()}`,
  apiVersion: string = STRIPE_API_VERSION,
) {
  return JSON.stringify({ id, object: "event", type, api_version: apiVersion, data: { object } });
}

/** Posts a raw event body to the webhook, signed with `secret` at `timestamp` (seconds) unless a header is given. */
export async function deliverStripeEvent(
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp, signature }: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const header = signature ?? (await signStripeEvent(payload, secret, timestamp));
  // The signature covers the body's exact bytes, so it goes as it is, not re-serialized by a typed client.
  return rawRequest("/api/payments/stripe/webhook", {
    body: payload,
    origin: null,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}
