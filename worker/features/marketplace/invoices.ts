import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { purchaseCharges } from "../../../schema/marketplace-charges";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { stripeClient, unreachableAs503 } from "../../payments/stripe";

/** Where a purchase's invoice opens (the route redirects to Stripe's page once the caller is checked). */
export const invoiceHref = (purchaseId: string) => `/api/marketplace/purchases/${purchaseId}/invoice`;

/**
 * The page of the invoice Stripe issued for a purchase, for its buyer or the product's creator: Stripe's
 * hosted invoice (with its PDF), read at each request because its address is Stripe's to change.
 */
export async function invoicePage(db: Database, env: Env, purchaseId: string, user: SessionUser): Promise<string> {
  const [row] = await db
    .select({ buyerId: purchases.buyerId, creatorId: products.creatorId, invoiceId: purchaseCharges.invoiceId })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(purchaseCharges, eq(purchaseCharges.purchaseId, purchases.id))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such purchase.");
  if (user.id !== row.buyerId && user.id !== row.creatorId) {
    throw new ApiError(403, "forbidden", "This purchase belongs to another account.");
  }
  if (!row.invoiceId) {
    throw new ApiError(404, "not_found", "This purchase has no invoice: test-mode and free purchases have none.");
  }
  if (!env.STRIPE_SECRET_KEY) throw new ApiError(503, "payments_unavailable", "Stripe is not configured.");
  const invoice = await stripeClient(env.STRIPE_SECRET_KEY)
    .invoices.retrieve(row.invoiceId)
    .catch(unreachableAs503("Stripe could not be reached. Please try again in a moment."));
  if (!invoice.hosted_invoice_url) throw new ApiError(404, "not_found", "Stripe has no page for this invoice yet.");
  return invoice.hosted_invoice_url;
}
