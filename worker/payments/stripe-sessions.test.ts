import { describe, expect, it } from "vitest";
import { stripeCheckout } from "./checkout";

/** A fetch that answers Stripe's session endpoints from a fixed table and records what it was asked. */
function stripeApi(sessions: Record<string, { status: string; url: string | null }>) {
  const calls: { method: string; url: string }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push({ method: init?.method ?? "GET", url });
    const id = decodeURIComponent(url.split("/checkout/sessions/")[1]!.split("/")[0]!);
    const session = sessions[id];
    return session ? Response.json({ id, ...session }) : new Response("{}", { status: 404 });
  };
  return { fetcher, calls };
}

describe("Stripe Checkout sessions", () => {
  it("are resumed while open, and not once expired, completed or unknown", async () => {
    const { fetcher } = stripeApi({
      cs_open: { status: "open", url: "https://checkout.stripe.com/c/pay/cs_open" },
      cs_expired: { status: "expired", url: null },
      cs_complete: { status: "complete", url: null },
    });
    const stripe = stripeCheckout("sk_test_x", fetcher);
    expect(await stripe.resume("cs_open")).toEqual({ checkoutUrl: "https://checkout.stripe.com/c/pay/cs_open" });
    for (const id of ["cs_expired", "cs_complete", "cs_unknown"]) expect(await stripe.resume(id)).toBeNull();
  });

  it("are expired with a POST to the session's expire endpoint", async () => {
    const { fetcher, calls } = stripeApi({ cs_old: { status: "open", url: "https://checkout.stripe.com/x" } });
    await stripeCheckout("sk_test_x", fetcher).expire("cs_old");
    expect(calls).toEqual([{ method: "POST", url: "https://api.stripe.com/v1/checkout/sessions/cs_old/expire" }]);
  });
});
