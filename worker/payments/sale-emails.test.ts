import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../test/outbox";
import { buy, buyThroughStripe, creatorWithProduct, marketplaceAs, useStripeMode } from "../test/sales";
import { deliverStripeEvent, stripeEvent } from "../test/stripe-events";

describe("e-mails about a sale", () => {
  it("send the buyer a receipt with its link and the discount, and the creator their share", async () => {
    const { creator, productId } = await creatorWithProduct(2000);
    await marketplaceAs(creator.cookie)["discount-codes"].$post({
      json: { code: "TENOFF", productId, percentOff: 10 },
    });
    const { buyer, response } = await buy(productId, 2000, "TENOFF");
    const { purchaseId } = await response.json();

    const [receipt] = await outbox(buyer.email);
    expect(receipt!.subject).toMatch(/^Your receipt for "Test product \d+"$/);
    expect(receipt!.text).toContain("Paid: $18.00");
    expect(receipt!.text).toContain("Discount code TENOFF: −$2.00 (list price $20.00)");
    expect(receipt!.text).toContain("Test mode");
    // A test order has no tax: the receipt says so rather than leaving the buyer to wonder.
    expect(receipt!.text).toContain("No tax was computed or collected");
    // The receipt's button, and under it the page with every purchase, its editions and their notes.
    expect(receipt!.links).toEqual([`http://localhost:8787/receipt/${purchaseId}`, "http://localhost:8787/purchases"]);
    expect(receipt!.text).toContain("All your purchases, with every edition and its release notes: http");

    const [sale] = await outbox(creator.email);
    expect(sale!.subject).toMatch(/^You made a sale/);
    expect(sale!.text).toContain("Your 80% share, $14.40");
  });

  it("tell the buyer of a refund", async () => {
    const { creator, productId } = await creatorWithProduct(1500);
    const { buyer, response } = await buy(productId, 1500);
    const { purchaseId } = await response.json();
    await marketplaceAs(creator.cookie).sales[":purchaseId"].refund.$post({ param: { purchaseId } });
    const [refund] = await outbox(buyer.email);
    expect(refund!.subject).toMatch(/^Refund for/);
    expect(refund!.text).toContain("The download of this product has ended.");
  });
});

describe("e-mails about a Stripe sale", () => {
  let stripeMode: ReturnType<typeof useStripeMode>;
  beforeEach(() => {
    stripeMode = useStripeMode();
  });
  afterEach(() => stripeMode.restore());

  it("are sent once, however often Stripe reports the payment and the refund", async () => {
    const { productId } = await creatorWithProduct(2500);
    const sale = await buyThroughStripe(productId, 2500);
    const buyerEmail = sale.buyer.email;
    const completed = stripeEvent("checkout.session.completed", {
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      metadata: { purchaseId: sale.purchaseId },
      payment_intent: sale.paymentId,
      amount_subtotal: 2500,
      amount_total: 2500,
      currency: "usd",
    });
    await deliverStripeEvent(completed);
    const refunded = () =>
      stripeEvent("charge.refunded", {
        object: "charge",
        payment_intent: sale.paymentId,
        amount: 2500,
        amount_refunded: 2500,
        refunded: true,
        metadata: {},
      });
    await deliverStripeEvent(refunded());
    await deliverStripeEvent(refunded());
    const subjects = (await outbox(buyerEmail)).map((m) => m.subject.split(" ")[0]);
    expect(subjects.sort()).toEqual(["Refund", "Your"]);
  });
});
