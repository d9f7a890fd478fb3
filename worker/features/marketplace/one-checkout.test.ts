import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import type { CheckoutProvider } from "../../payments/checkout";
import { registerAccount } from "../../test/client";
import { createPurchase } from "./purchases";

/** A Stripe stand-in: counts the sessions it opens, and says which are still open. */
function fakeStripe() {
  const open = new Map<string, string>();
  let started = 0;
  const provider: CheckoutProvider = {
    name: "stripe",
    async start() {
      started += 1;
      const sessionId = `cs_test_${started}`;
      // The session takes a moment to open, as a real call to the provider does.
      await new Promise((resolve) => setTimeout(resolve, 20));
      open.set(sessionId, `https://checkout.example/${sessionId}`);
      return { provider: "stripe", paid: false, sessionId, checkoutUrl: open.get(sessionId)! };
    },
    async resume(sessionId) {
      const url = open.get(sessionId);
      return url ? { checkoutUrl: url } : null;
    },
    async expire(sessionId) {
      open.delete(sessionId);
    },
  };
  return { provider, open, started: () => started };
}

/** The payment page a purchase answer points to, if it points to one. */
const urlOf = (answer: Awaited<ReturnType<typeof createPurchase>>) =>
  "checkoutUrl" in answer ? answer.checkoutUrl : undefined;

async function buyer() {
  const { body } = await registerAccount();
  const product = await env.DB.prepare("select price_cents from products where id = 6").first<{
    price_cents: number;
  }>();
  const user = { ...body.user, tier: "free" as const, language: null };
  return { user, request: { productId: 6, price: product!.price_cents / 100 } };
}

describe("one purchase, one checkout", () => {
  it("opens one payable session for two tabs buying at once; the other tab is asked to wait", async () => {
    const stripe = fakeStripe();
    const { user, request } = await buyer();
    const db = createDatabase(env.DB);
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        createPurchase({ db, checkout: stripe.provider, buyer: user, request, origin: "https://inkspire.test" }),
      ),
    );
    expect(stripe.started()).toBe(1);
    const answered = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(answered).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused && String(refused.reason)).toMatch(/being prepared in another tab/);
    const rows = await env.DB.prepare("select id, provider_session_id from purchases where buyer_id = ?")
      .bind(user.id)
      .all<{ id: string; provider_session_id: string }>();
    expect(rows.results).toEqual([{ id: answered[0]!.purchaseId, provider_session_id: "cs_test_1" }]);
  });

  it("hands out the same open session on a repeat click, and a new one once it has expired", async () => {
    const stripe = fakeStripe();
    const { user, request } = await buyer();
    const db = createDatabase(env.DB);
    const first = await createPurchase({
      db,
      checkout: stripe.provider,
      buyer: user,
      request,
      origin: "https://inkspire.test",
    });
    const again = await createPurchase({
      db,
      checkout: stripe.provider,
      buyer: user,
      request,
      origin: "https://inkspire.test",
    });
    expect(again).toMatchObject({ purchaseId: first.purchaseId, checkoutUrl: urlOf(first) });
    expect(stripe.started()).toBe(1);
    stripe.open.clear();
    const later = await createPurchase({
      db,
      checkout: stripe.provider,
      buyer: user,
      request,
      origin: "https://inkspire.test",
    });
    expect(later.purchaseId).toBe(first.purchaseId);
    expect(urlOf(later)).toBe("https://checkout.example/cs_test_2");
  });

  it("closes the old session when the price changed, so only today's price can be paid", async () => {
    const stripe = fakeStripe();
    const { user, request } = await buyer();
    const db = createDatabase(env.DB);
    await createPurchase({ db, checkout: stripe.provider, buyer: user, request, origin: "https://inkspire.test" });
    await env.DB.prepare("update products set price_cents = price_cents + 100 where id = 6").run();
    const repriced = await createPurchase({
      db,
      checkout: stripe.provider,
      buyer: user,
      request: { ...request, price: request.price + 1 },
      origin: "x",
    });
    expect(urlOf(repriced)).toBe("https://checkout.example/cs_test_2");
    expect([...stripe.open.keys()]).toEqual(["cs_test_2"]);
  });
});
