import type { Env } from "../env";
import { ApiError } from "../http/errors";

export interface CheckoutOrder {
  /** The purchase or subscription id, returned by Stripe in the event's metadata. */
  purchaseId: string;
  kind?: "purchase" | "subscription";
  title: string;
  priceCents: number;
  buyerEmail: string;
  /** Where the buyer returns after paying or cancelling: the site's own origin. */
  origin: string;
}

export type CheckoutStart =
  | { provider: "test"; paid: true }
  | { provider: "stripe"; paid: false; checkoutUrl: string; sessionId: string };

/** How an order gets paid: the built-in test mode locally, Stripe Checkout when a key is configured. */
export interface CheckoutProvider {
  name: "test" | "stripe";
  start(order: CheckoutOrder): Promise<CheckoutStart>;
  /** The payment page of a session started earlier, while it can still be paid; null once it cannot. */
  resume(sessionId: string): Promise<{ checkoutUrl: string } | null>;
  /** Closes a session that must not be paid any more (the price changed); a closed one stays closed. */
  expire(sessionId: string): Promise<void>;
}

/** Test mode: the order counts as paid at once and is marked as a test order. No money moves. */
export const testModeCheckout: CheckoutProvider = {
  name: "test",
  async start() {
    return { provider: "test", paid: true };
  },
  async resume() {
    return null;
  },
  async expire() {},
};

export function stripeCheckout(secretKey: string, fetcher: typeof fetch = fetch): CheckoutProvider {
  return {
    name: "stripe",
    async start(order) {
      const form = new URLSearchParams({
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": String(order.priceCents),
        "line_items[0][price_data][product_data][name]": order.title,
        customer_email: order.buyerEmail,
        client_reference_id: order.purchaseId,
        [order.kind === "subscription" ? "metadata[subscriptionId]" : "metadata[purchaseId]"]: order.purchaseId,
        success_url:
          order.kind === "subscription"
            ? `${order.origin}/pricing?subscribed=1`
            : `${order.origin}/receipt/${order.purchaseId}`,
        cancel_url: `${order.origin}/marketplace`,
      });
      const response = await fetcher("https://api.stripe.com/v1/checkout/sessions", {
        method: "POST",
        headers: { Authorization: `Bearer ${secretKey}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
      if (!response.ok) throw new Error(`Stripe answered ${response.status} when creating the checkout session`);
      const session = (await response.json()) as { id: string; url: string };
      return { provider: "stripe", paid: false, checkoutUrl: session.url, sessionId: session.id };
    },
    async resume(sessionId) {
      const response = await fetcher(`https://api.stripe.com/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {
        headers: { Authorization: `Bearer ${secretKey}` },
      });
      if (!response.ok) return null;
      const session = (await response.json()) as { status?: string; url?: string | null };
      return session.status === "open" && session.url ? { checkoutUrl: session.url } : null;
    },
    async expire(sessionId) {
      await fetcher(`https://api.stripe.com/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secretKey}` },
      });
    },
  };
}

const NOT_CONFIGURED =
  "Payments are not configured: set PAYMENTS_MODE=stripe with the STRIPE_SECRET_KEY secret, or PAYMENTS_MODE=test for a demo that charges nothing.";

/**
 * How orders are paid, chosen explicitly: test mode only when the operator opts in, Stripe when it is chosen or
 * its key is set, and otherwise a 503, so a deploy without payment settings never gives anything away.
 */
export function checkoutProvider(env: Env): CheckoutProvider {
  const mode = paymentsMode(env);
  if (mode === "test") return testModeCheckout;
  if (mode === "stripe" && env.STRIPE_SECRET_KEY) return stripeCheckout(env.STRIPE_SECRET_KEY);
  throw new ApiError(503, "payments_unavailable", NOT_CONFIGURED);
}

/** How this deploy takes payments, as the pricing page tells its visitors. */
export function paymentsMode(env: Env): "stripe" | "test" | "unavailable" {
  const mode = env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? "stripe" : undefined);
  if (mode === "test") return "test";
  return mode === "stripe" && env.STRIPE_SECRET_KEY ? "stripe" : "unavailable";
}
