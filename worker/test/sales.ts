import { env } from "cloudflare:workers";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import { apiClient, registerAccount } from "./client";
import { installFakeStripe } from "./fake-stripe";
import { deliverStripeEvent, stripeEvent, useStripeWebhooks } from "./stripe-events";

let nextProduct = 0;

/** A fresh creator with one published product at `priceCents`, inserted directly (no upload needed). */
export async function creatorWithProduct(priceCents: number) {
  const creator = await registerAccount();
  const now = Date.now();
  const slug = `ledger-test-${crypto.randomUUID()}`;
  const product = await env.DB.prepare(
    `insert into products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
      file_type, file_size, created_at, updated_at)
     values (?, ?, ?, 'A. Writer', 'A product made for a test of the money paths.', 'Business', ?, ?, 'guide.pdf',
      'application/pdf', 4, ?, ?) returning id`,
  )
    .bind(slug, creator.body.user.id, `Test product ${++nextProduct}`, priceCents, `products/${slug}.pdf`, now, now)
    .first<{ id: number }>();
  await env.BUCKET.put(`products/${slug}.pdf`, "%PDF");
  return { creator, productId: product!.id, priceCents };
}

/** The marketplace router's client, signed in with the cookie if given (a visitor's otherwise). */
export const marketplaceAs = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

/**
 * A product page's data, read in `lang` if given. The route reads `lang` beside its typed input (as the web app's
 * item query sends it), so this input names it; the answer is the route's, typed.
 */
export function productPage(productId: number, { lang, cookie }: { lang?: string; cookie?: string } = {}) {
  const input = { param: { id: String(productId) }, query: { lang } } as { param: { id: string } };
  return marketplaceAs(cookie).item[":id"].$get(input);
}

/** A fresh buyer buys the product (test mode unless the environment says otherwise); returns the buyer and purchase. */
export async function buy(productId: number, priceCents: number, discountCode?: string) {
  const buyer = await registerAccount();
  const response = await marketplaceAs(buyer.cookie).purchase.$post({
    json: { productId, price: priceCents / 100, discountCode },
  });
  return { buyer, response };
}

/** The sum of a creator's ledger rows, in cents. */
export async function ledgerBalance(creatorId: string, testMode?: boolean) {
  const row = await env.DB.prepare(
    `select coalesce(sum(amount_cents), 0) as cents from creator_ledger where creator_id = ?
     and (? is null or test_mode = ?)`,
  )
    .bind(creatorId, testMode ?? null, testMode === undefined ? null : Number(testMode))
    .first<{ cents: number }>();
  return row!.cents;
}

/**
 * A sale through Stripe, end to end: the purchase opens a checkout session (the test installs the fake Stripe and
 * sets PAYMENTS_MODE=stripe), then Stripe's signed `checkout.session.completed` event marks it paid.
 */
export async function buyThroughStripe(productId: number, priceCents: number, discountCode?: string) {
  const { buyer, response } = await buy(productId, priceCents, discountCode);
  if (response.status !== 200) throw new Error(`the purchase answered ${response.status}`);
  const { purchaseId } = (await response.json()) as { purchaseId: string };
  const { paymentId } = await completeStripeCheckout(purchaseId);
  return { buyer, purchaseId, paymentId };
}

/** Stripe's signed `checkout.session.completed` event for a purchase whose checkout was opened: it is paid. */
export async function completeStripeCheckout(purchaseId: string) {
  const paymentId = `pi_${purchaseId.replaceAll("-", "")}`;
  const row = await env.DB.prepare("select price_cents from purchases where id = ?")
    .bind(purchaseId)
    .first<{ price_cents: number }>();
  const completed = stripeEvent("checkout.session.completed", {
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    client_reference_id: purchaseId,
    metadata: { purchaseId },
    payment_intent: paymentId,
    amount_subtotal: row!.price_cents,
    amount_total: row!.price_cents,
    currency: "usd",
  });
  const delivered = await deliverStripeEvent(completed);
  if (delivered.status !== 200) throw new Error(`the webhook answered ${delivered.status}`);
  return { paymentId };
}

/** Payments through the fake Stripe for the tests of one file: call in `beforeEach`, and `restore` after each. */
export function useStripeMode() {
  useStripeWebhooks();
  const before = { mode: env.PAYMENTS_MODE, key: env.STRIPE_SECRET_KEY };
  env.PAYMENTS_MODE = "stripe";
  env.STRIPE_SECRET_KEY = "sk_test_fake";
  const stripe = installFakeStripe();
  return {
    stripe,
    restore() {
      stripe.restore();
      env.PAYMENTS_MODE = before.mode;
      env.STRIPE_SECRET_KEY = before.key;
    },
  };
}
