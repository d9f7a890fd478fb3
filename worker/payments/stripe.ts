import Stripe from "stripe";
import { ApiError } from "../http/errors";

/** The Stripe API version this code reads and writes; events are sent in it because every request pins it. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Stripe refuses events older than this; so do we (replay protection on top of the event-id table). */
export const STRIPE_TOLERANCE_SECONDS = 300;

const subtleCrypto = Stripe.createSubtleCryptoProvider();

/**
 * The official SDK set up for Workers: fetch for HTTP (looked up at each call, so a test's stand-in for
 * api.stripe.com is used), SubtleCrypto for signatures, a pinned API version, two retries and a 10 s bound.
 */
export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
}

/** Checks a `Stripe-Signature` header against the raw body and returns the event; throws when it does not match. */
export function verifyStripeEvent(payload: string, header: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, header, secret, STRIPE_TOLERANCE_SECONDS, subtleCrypto);
}

/** A signature header for a payload, as Stripe would send it (tests and local tools). */
export function signStripeEvent(payload: string, secret: string, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: subtleCrypto });
}

/** Errors that say Stripe could not be reached or could not answer now (not that the request was wrong). */
const UNAVAILABLE = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"]);

export function stripeUnavailable(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && UNAVAILABLE.has(error.type);
}

/**
 * For a Stripe call's `.catch`: Stripe out of reach answers 503 `payments_unavailable` with the message (the call did
 * nothing); any other failure goes on as it was.
 */
export function unreachableAs503(message: string) {
  return (error: unknown): never => {
    if (stripeUnavailable(error)) throw new ApiError(503, "payments_unavailable", message);
    throw error;
  };
}

/** The id of a Stripe reference, which is an id or, when expanded, the object itself. */
export const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === "string" ? ref : ref?.id);

export type { Stripe };
