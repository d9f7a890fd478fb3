import { env } from "cloudflare:workers";
import type { Hono } from "hono";
import type { ExtractSchema } from "hono/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { dollarsInMinor, formatMinor } from "../../common/money";
import type { AppEnv } from "../../env";
import { creatorShareCents } from "../../payments/ledger";
import { apiClient, registerAccount, registerAdmin } from "../../test/client";
import { outbox } from "../../test/outbox";
import { creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../../test/sales";
import { deliverStripeEvent, stripeEvent } from "../../test/stripe-events";
import type { adminRoutes } from "../admin/routes";
import { checkoutCurrency } from "./buyer-currency";

/** The admin router, seen as apiClient takes a router (its guard narrows the env type). */
type AdminRoutes = Hono<AppEnv, ExtractSchema<typeof adminRoutes>>;

async function rateOf(currency: string) {
  const row = await env.DB.prepare("select per_usd from currency_rates where currency = ?")
    .bind(currency)
    .first<{ per_usd: number }>();
  return row!.per_usd;
}

async function chargeRow(purchaseId: string) {
  return env.DB.prepare("select * from purchase_charges where purchase_id = ?")
    .bind(purchaseId)
    .first<Record<string, string | number | null>>();
}

async function purchaseRow(purchaseId: string) {
  return (await env.DB.prepare("select price_cents, status from purchases where id = ?")
    .bind(purchaseId)
    .first<{ price_cents: number; status: string }>())!;
}

/** A fresh buyer starts buying the product, paying in `currency`; the checkout answer and the buyer. */
async function startBuying(productId: number, priceCents: number, currency: "EUR" | "GBP" | "USD") {
  const buyer = await registerAccount();
  const response = await marketplaceAs(buyer.cookie).purchase.$post({
    json: { productId, price: priceCents / 100, currency },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { purchaseId: string };
  return { buyer, purchaseId: body.purchaseId };
}

/** Stripe's event for the paid session of a purchase, with the tax and the buyer's details Stripe Tax settled on. */
function paidSession(
  purchaseId: string,
  paid: { currency: string; subtotal: number; tax: number; total: number; country: string; exempt?: string },
) {
  return stripeEvent("checkout.session.completed", {
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    client_reference_id: purchaseId,
    metadata: { purchaseId },
    payment_intent: `pi_${purchaseId}`,
    invoice: `in_${purchaseId}`,
    currency: paid.currency,
    amount_subtotal: paid.subtotal,
    amount_total: paid.total,
    automatic_tax: { enabled: true, status: "complete" },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: paid.tax },
    customer_details: {
      email: "buyer@example.com",
      address: { country: paid.country },
      tax_exempt: paid.exempt ?? "none",
      tax_ids: paid.exempt === "reverse" ? [{ type: "gb_vat", value: "GB123456789" }] : [],
    },
  });
}

describe("charging buyers in their currency, with tax", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("opens a checkout from Germany in euros at the rounded price the page showed, with Stripe Tax and an invoice", async () => {
    const db = createDatabase(env.DB);
    expect(await checkoutCurrency(db, undefined, "DE")).toEqual({ currency: "EUR", perUsd: await rateOf("EUR") });
    expect(await checkoutCurrency(db, undefined, null)).toEqual({ currency: "USD", perUsd: 1 });

    const { productId } = await creatorWithProduct(4700);
    const { purchaseId } = await startBuying(productId, 4700, "EUR");
    const euros = dollarsInMinor(4700, await rateOf("EUR"), "EUR");
    expect(euros % 100).toBe(99);
    const [created] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(created!.params).toMatchObject({
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": String(euros),
      "line_items[0][price_data][tax_behavior]": "inclusive",
      "line_items[0][price_data][product_data][tax_code]": "txcd_10000000",
      "automatic_tax[enabled]": "true",
      "tax_id_collection[enabled]": "true",
      "invoice_creation[enabled]": "true",
      "invoice_creation[invoice_data][metadata][purchaseId]": purchaseId,
    });
    expect(await chargeRow(purchaseId)).toMatchObject({ currency: "EUR", amount_minor: euros, tax_minor: null });
  });

  it("credits the creator 80% of what Stripe settled without the tax, records the tax apart and links the invoice", async () => {
    const { creator, productId } = await creatorWithProduct(4700);
    const { buyer, purchaseId } = await startBuying(productId, 4700, "EUR");
    const euros = (await chargeRow(purchaseId))!.amount_minor as number;
    const tax = Math.round(euros - euros / 1.19);
    stripeMode.stripe.settle(`pi_${purchaseId}`, 5012);
    const paid = { currency: "eur", subtotal: euros, tax, total: euros, country: "DE" };
    expect((await deliverStripeEvent(paidSession(purchaseId, paid))).status).toBe(200);

    const withoutTax = Math.round((5012 * (euros - tax)) / euros);
    expect(await purchaseRow(purchaseId)).toEqual({ price_cents: withoutTax, status: "paid" });
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(withoutTax));
    expect(await chargeRow(purchaseId)).toMatchObject({
      total_minor: euros,
      tax_minor: tax,
      tax_country: "DE",
      tax_note: null,
      settled_cents: 5012,
      invoice_id: `in_${purchaseId}`,
    });

    // The receipt e-mail says what the buyer paid, in euros, the tax in it and where the invoice is.
    const [mail] = await outbox(buyer.email);
    expect(mail!.text).toContain(`Paid: ${formatMinor(euros, "EUR")}`);
    expect(mail!.text).toContain(`Tax included in it: ${formatMinor(tax, "EUR")}`);
    expect(mail!.text).toContain("Your invoice, with the tax and the seller of record, is on your receipt page.");

    const param = { purchaseId };
    const receipt = await marketplaceAs(buyer.cookie).purchases[":purchaseId"].$get({ param });
    expect((await receipt.json()).receipt).toMatchObject({
      charge: { currency: "EUR", totalMinor: euros, taxMinor: tax, taxCountry: "DE", hasInvoice: true },
      invoiceUrl: `/api/marketplace/purchases/${purchaseId}/invoice`,
    });
    // The invoice is Stripe's page: its address is the answer, so the redirect is read rather than followed.
    const invoiceFor = (cookie: string) =>
      marketplaceAs(cookie).purchases[":purchaseId"].invoice.$get({ param }, { init: { redirect: "manual" } });
    const invoice = await invoiceFor(buyer.cookie);
    expect(invoice.status).toBe(302);
    expect(invoice.headers.get("location")).toBe(`https://invoice.stripe.com/i/in_${purchaseId}`);
    expect((await invoiceFor(creator.cookie)).status).toBe(302);
    const stranger = await registerAccount();
    expect((await invoiceFor(stranger.cookie)).status).toBe(403);

    // A refund in euros: half of it takes back the share of half, the whole of it reverses the sale exactly.
    const refund = (refunded: number) =>
      stripeEvent("charge.refunded", {
        object: "charge",
        payment_intent: `pi_${purchaseId}`,
        amount: euros,
        amount_refunded: refunded,
        currency: "eur",
        metadata: {},
      });
    await deliverStripeEvent(refund(Math.floor(euros / 2)));
    const half = Math.round((withoutTax * Math.floor(euros / 2)) / euros);
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(withoutTax - half));
    await deliverStripeEvent(refund(euros));
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
    expect((await purchaseRow(purchaseId)).status).toBe("refunded");
  });

  it("adds tax on top of a dollar price and takes the share of the price alone", async () => {
    const { creator, productId } = await creatorWithProduct(2000);
    const { purchaseId } = await startBuying(productId, 2000, "USD");
    const [created] = stripeMode.stripe.callsTo("POST", "/v1/checkout/sessions");
    expect(created!.params["line_items[0][price_data][tax_behavior]"]).toBe("exclusive");
    const paid = { currency: "usd", subtotal: 2000, tax: 165, total: 2165, country: "US" };
    expect((await deliverStripeEvent(paidSession(purchaseId, paid))).status).toBe(200);
    expect((await purchaseRow(purchaseId)).price_cents).toBe(2000);
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(2000));
    expect(await chargeRow(purchaseId)).toMatchObject({ total_minor: 2165, tax_minor: 165, settled_cents: 2165 });
  });

  it("records a UK business with a VAT number as reverse-charged: no tax, the whole price is the sale", async () => {
    const { creator, productId } = await creatorWithProduct(3000);
    const { purchaseId } = await startBuying(productId, 3000, "GBP");
    const pounds = (await chargeRow(purchaseId))!.amount_minor as number;
    stripeMode.stripe.settle(`pi_${purchaseId}`, 2990);
    const paid = { currency: "gbp", subtotal: pounds, tax: 0, total: pounds, country: "GB", exempt: "reverse" };
    expect((await deliverStripeEvent(paidSession(purchaseId, paid))).status).toBe(200);
    expect(await chargeRow(purchaseId)).toMatchObject({ tax_minor: 0, tax_note: "reverse_charge", tax_country: "GB" });
    expect(await ledgerBalance(creator.body.user.id)).toBe(creatorShareCents(2990));
  });

  it("holds a payment in another currency than the checkout asked for review", async () => {
    const { creator, productId } = await creatorWithProduct(3000);
    const { purchaseId } = await startBuying(productId, 3000, "EUR");
    const euros = (await chargeRow(purchaseId))!.amount_minor as number;
    const paid = { currency: "usd", subtotal: euros, tax: 0, total: euros, country: "DE" };
    expect((await deliverStripeEvent(paidSession(purchaseId, paid))).status).toBe(200);
    expect((await purchaseRow(purchaseId)).status).toBe("pending");
    expect(await ledgerBalance(creator.body.user.id)).toBe(0);
  });

  it("sums the tax collected per month, country and currency for the operator, less partial refunds", async () => {
    // Countries no other test sells to, so their rows hold this test's sales alone.
    const sales = [
      { currency: "EUR" as const, country: "AT", tax: 700 },
      { currency: "EUR" as const, country: "AT", tax: 800 },
      { currency: "GBP" as const, country: "IM", tax: 500 },
    ];
    const totals: number[] = [];
    const ids: string[] = [];
    for (const sale of sales) {
      const { productId } = await creatorWithProduct(4000);
      const { purchaseId } = await startBuying(productId, 4000, sale.currency);
      const amount = (await chargeRow(purchaseId))!.amount_minor as number;
      stripeMode.stripe.settle(`pi_${purchaseId}`, 4000);
      const paid = {
        currency: sale.currency.toLowerCase(),
        subtotal: amount,
        tax: sale.tax,
        total: amount,
        country: sale.country,
      };
      await deliverStripeEvent(paidSession(purchaseId, paid));
      totals.push(amount);
      ids.push(purchaseId);
    }
    // A third of the second Austrian sale goes back: a third of its tax with it.
    const refunded = Math.floor(totals[1]! / 3);
    await deliverStripeEvent(
      stripeEvent("charge.refunded", {
        object: "charge",
        payment_intent: `pi_${ids[1]}`,
        amount: totals[1],
        amount_refunded: refunded,
        currency: "eur",
        metadata: {},
      }),
    );
    const admin = await registerAdmin();
    const month = new Date().toISOString().slice(0, 7);
    const taxReport = (cookie: string, from: string, to: string) =>
      apiClient<AdminRoutes>("/api/admin", { cookie })["tax-report"].$get({ query: { from, to } });
    const report = await taxReport(admin.cookie, month, month);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    // A download like every other: named for its months, and kept by no cache.
    expect(report.headers.get("content-disposition")).toContain(`filename="tax-${month}-to-${month}.csv"`);
    expect(report.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await report.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("month,country,currency,sales,sales_without_tax,tax");
    const euros = (minor: number) => (minor / 100).toFixed(2);
    const austrianTax = 700 + 800 - Math.round((800 * refunded) / totals[1]!);
    expect(lines).toContain(
      `${month},AT,EUR,2,${euros(totals[0]! + totals[1]! - refunded - austrianTax)},${euros(austrianTax)}`,
    );
    expect(lines).toContain(`${month},IM,GBP,1,${euros(totals[2]! - 500)},5.00`);
    expect((await taxReport((await registerAccount()).cookie, month, month)).status).toBe(403);
    expect((await taxReport(admin.cookie, "2026-13", "2026-01")).status).toBe(400);
  });
});

describe("charging in test mode", () => {
  it("converts a fixed-amount code at the checkout's rate: the price less the code, in euros", async () => {
    const { creator, productId } = await creatorWithProduct(4700);
    const created = await marketplaceAs(creator.cookie)["discount-codes"].$post({
      json: { code: "TENDOLLARS", productId, amountOff: 10 },
    });
    expect(created.status).toBe(201);
    const buyer = await registerAccount();
    const response = await marketplaceAs(buyer.cookie).purchase.$post({
      json: { productId, price: 47, currency: "EUR", discountCode: "TENDOLLARS" },
    });
    const { purchaseId } = (await response.json()) as { purchaseId: string };
    expect((await chargeRow(purchaseId))!.amount_minor).toBe(dollarsInMinor(3700, await rateOf("EUR"), "EUR"));
  });

  it("charges the buyer's currency at the shown price and records no tax, saying why", async () => {
    const { creator, productId } = await creatorWithProduct(4700);
    const { purchaseId } = await startBuying(productId, 4700, "EUR");
    const euros = dollarsInMinor(4700, await rateOf("EUR"), "EUR");
    const charge = await chargeRow(purchaseId);
    expect(charge).toMatchObject({ currency: "EUR", amount_minor: euros, total_minor: euros, tax_minor: null });
    const inDollars = Math.round((euros / 100 / (await rateOf("EUR"))) * 100);
    expect(await purchaseRow(purchaseId)).toEqual({ price_cents: inDollars, status: "paid" });
    expect(await ledgerBalance(creator.body.user.id, true)).toBe(creatorShareCents(inDollars));
  });
});
