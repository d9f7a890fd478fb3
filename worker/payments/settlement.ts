import type { ChargeOutcome, Payment } from "./ledger";
import { idOf, type Stripe } from "./stripe";

/**
 * What a payment in another currency settled in the platform's dollars: its charge's balance transaction, which
 * Stripe writes when the card is charged, at the rate Stripe converted at. A dollar payment settles as charged.
 */
async function settledCents(stripe: Stripe | null, paymentId: string | undefined, session: Stripe.Checkout.Session) {
  const total = session.amount_total ?? 0;
  if (session.currency === "usd" || total === 0) return total;
  if (!stripe || !paymentId)
    throw new Error("A payment in another currency needs STRIPE_SECRET_KEY to read its settlement.");
  const intent = await stripe.paymentIntents.retrieve(paymentId, { expand: ["latest_charge.balance_transaction"] });
  const charge = intent.latest_charge;
  const balance = typeof charge === "object" ? charge?.balance_transaction : null;
  // Until Stripe has written it, the event fails and Stripe sends it again later.
  if (typeof balance !== "object" || !balance) throw new Error(`Payment ${paymentId} has no settlement yet.`);
  if (balance.currency !== "usd")
    throw new Error(`Payment ${paymentId} settled in ${balance.currency}, not in dollars.`);
  return balance.amount;
}

/** Why Stripe Tax charged no tax on a sale it computed tax for, when the buyer said who they are. */
function taxNote(details: Stripe.Checkout.Session.CustomerDetails | null): string | null {
  if (details?.tax_exempt === "reverse") return "reverse_charge";
  if (details?.tax_exempt === "exempt") return "exempt";
  return null;
}

/**
 * A completed Checkout session as the ledger records it: the buyer's total and tax in their currency (tax only when
 * Stripe Tax computed it), what Stripe settled in dollars, and the part of that without tax, which the creator's
 * share is taken from.
 */
export async function paymentOfSession(stripe: Stripe | null, session: Stripe.Checkout.Session): Promise<Payment> {
  const paymentId = idOf(session.payment_intent);
  const total = session.amount_total ?? 0;
  const tax = session.automatic_tax?.enabled ? (session.total_details?.amount_tax ?? 0) : null;
  const settled = await settledCents(stripe, paymentId, session);
  const charge: ChargeOutcome = {
    totalMinor: total,
    taxMinor: tax,
    taxCountry: tax === null ? null : (session.customer_details?.address?.country ?? null),
    taxNote: tax === null ? null : taxNote(session.customer_details),
    settledCents: settled,
    invoiceId: idOf(session.invoice) ?? null,
  };
  const withoutTax = total > 0 ? Math.round((settled * (total - (tax ?? 0))) / total) : 0;
  return { paidCents: withoutTax, paymentId, charge };
}
