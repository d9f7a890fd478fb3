import type { TaxBehavior } from "../../schema/marketplace-enums";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { type Stripe, stripeClient, unreachableAs503 } from "./stripe";

export interface CheckoutOrder {
  /** The purchase or subscription id, returned by Stripe in the session's and the subscription's metadata. */
  orderId: string;
  kind: "purchase" | "subscription";
  title: string;
  /** In the currency's minor unit (cents; yen and won have none). For a subscription, per billing interval. */
  amountMinor: number;
  /** ISO 4217, as the buyer was shown it. */
  currency: string;
  /** Whether `amountMinor` includes tax or tax is added to it. */
  taxBehavior: TaxBehavior;
  /** A subscription renews every month or every year. */
  interval?: "month" | "year";
  buyerEmail: string;
  /** Where the buyer returns after paying or cancelling: the site's own origin. */
  origin: string;
  /** Stripe runs a create call with the same key once, so a retried request never opens two sessions. */
  idempotencyKey: string;
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

/** How long a Stripe payment page stays payable. */
export const CHECKOUT_OPEN_SECONDS = 30 * 60;

/**
 * Where prices are shown with tax included: everywhere the platform sells in a currency other than the US and
 * Canadian dollar (the EU, the UK, Australia, Japan, Korea, China); in those two, tax is added at checkout.
 */
export function taxBehaviorFor(currency: string): TaxBehavior {
  return currency === "USD" || currency === "CAD" ? "exclusive" : "inclusive";
}

/** Stripe's tax code for what the platform sells: electronically supplied services (e-books, guides, plans). */
export const DIGITAL_GOODS_TAX_CODE = "txcd_10000000";

function sessionParams(order: CheckoutOrder, automaticTax: boolean): Stripe.Checkout.SessionCreateParams {
  const metadata: Record<string, string> = {
    [order.kind === "subscription" ? "subscriptionId" : "purchaseId"]: order.orderId,
  };
  const common = {
    customer_email: order.buyerEmail,
    // The shortest Stripe allows: a page left open cannot be paid at an old price or hold a code's use for long.
    expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_SECONDS,
    client_reference_id: order.orderId,
    metadata,
    cancel_url: `${order.origin}/${order.kind === "subscription" ? "pricing" : "marketplace"}`,
    // Stripe Tax asks for the address only where the buyer's location decides the tax, and a business may enter its
    // name and VAT number (a valid one is reverse-charged where the law says so).
    ...(automaticTax
      ? {
          automatic_tax: { enabled: true },
          billing_address_collection: "auto" as const,
          tax_id_collection: { enabled: true },
        }
      : {}),
  };
  const priceData = {
    currency: order.currency.toLowerCase(),
    unit_amount: order.amountMinor,
    tax_behavior: order.taxBehavior,
    product_data: { name: order.title, tax_code: DIGITAL_GOODS_TAX_CODE },
  };
  if (order.kind === "subscription") {
    return {
      ...common,
      mode: "subscription",
      line_items: [{ quantity: 1, price_data: { ...priceData, recurring: { interval: order.interval ?? "month" } } }],
      subscription_data: { metadata },
      success_url: `${order.origin}/settings?subscribed=1`,
    };
  }
  return {
    ...common,
    mode: "payment",
    line_items: [{ quantity: 1, price_data: priceData }],
    payment_intent_data: { metadata },
    // A one-off payment gets an invoice too (with the seller, the tax and the buyer's VAT number), not only a receipt.
    invoice_creation: { enabled: true, invoice_data: { metadata } },
    success_url: `${order.origin}/receipt/${order.orderId}`,
  };
}

export function stripeCheckout(stripe: Stripe, { automaticTax = true } = {}): CheckoutProvider {
  return {
    name: "stripe",
    async start(order) {
      const session = await stripe.checkout.sessions
        .create(sessionParams(order, automaticTax), { idempotencyKey: order.idempotencyKey })
        .catch(unreachableAs503(PROVIDER_UNREACHABLE));
      if (!session.url) throw new Error("Stripe opened a checkout session without a payment page");
      return { provider: "stripe", paid: false, checkoutUrl: session.url, sessionId: session.id };
    },
    async resume(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
      return session?.status === "open" && session.url ? { checkoutUrl: session.url } : null;
    },
    async expire(sessionId) {
      await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
    },
  };
}

const PROVIDER_UNREACHABLE =
  "The payment provider could not be reached, so nothing was charged. Please try again in a moment.";

const NOT_CONFIGURED =
  "Payments are not configured: set PAYMENTS_MODE=stripe with the STRIPE_SECRET_KEY secret, or PAYMENTS_MODE=test for a demo that charges nothing.";

/**
 * How orders are paid, chosen explicitly: test mode only when the operator opts in, Stripe when it is chosen or
 * its key is set, and otherwise a 503, so a deploy without payment settings never gives anything away.
 */
export function checkoutProvider(env: Env): CheckoutProvider {
  return configuredMode(env) === "test"
    ? testModeCheckout
    : stripeCheckout(stripeClient(env.STRIPE_SECRET_KEY!), { automaticTax: stripeTaxOn(env) });
}

/** Whether Stripe Tax computes the tax of this deploy's checkouts (docs/payments.md: what the Stripe account needs). */
export function stripeTaxOn(env: Env): boolean {
  return env.STRIPE_TAX !== "off";
}

/** The payment mode this deploy runs in; a 503 when none is configured, so nothing is given away. */
export function configuredMode(env: Env): "stripe" | "test" {
  const mode = paymentsMode(env);
  if (mode === "unavailable") throw new ApiError(503, "payments_unavailable", NOT_CONFIGURED);
  return mode;
}

/** How this deploy takes payments, as the pricing page tells its visitors. */
export function paymentsMode(env: Env): "stripe" | "test" | "unavailable" {
  const mode = env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? "stripe" : undefined);
  if (mode === "test") return "test";
  return mode === "stripe" && env.STRIPE_SECRET_KEY ? "stripe" : "unavailable";
}
