import { vi } from "vitest";

/** One call the code under test made to Stripe's API. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  apiVersion: string | null;
}

interface FakeSession {
  id: string;
  object: "checkout.session";
  status: "open" | "expired" | "complete";
  url: string | null;
  mode: string;
  metadata: Record<string, string>;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  automatic_tax: { enabled: boolean };
}

const API = "https://api.stripe.com";

/** Form fields of one prefix (`metadata[…]`) as an object. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(`${prefix}[`)) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

/**
 * A stand-in for api.stripe.com, installed over the global fetch the SDK calls: it answers the endpoints this app
 * uses from memory, records every call (with its idempotency key), and runs a create call with a key it has seen
 * once, as Stripe does. Other URLs go to the real fetch. Call `restore()` when done.
 */
export function installFakeStripe() {
  const realFetch = globalThis.fetch;
  const calls: StripeCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  /** What each PaymentIntent settled in dollars (its charge's balance transaction), as `settle()` set it. */
  const settlements = new Map<string, number>();
  let taxStatus: "active" | "pending" = "active";
  let failTransfers = false;
  let offline = false;
  const nextId = (prefix: string) => `${prefix}_fake_${++counter}`;

  const routes: [string, RegExp, (params: Record<string, string>, match: RegExpMatchArray) => unknown][] = [
    [
      "POST",
      /^\/v1\/checkout\/sessions$/,
      (params) => {
        const id = nextId("cs_test");
        const session: FakeSession = {
          id,
          object: "checkout.session",
          status: "open",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: params.mode ?? "payment",
          metadata: nested(params, "metadata"),
          amount_subtotal: Number(params["line_items[0][price_data][unit_amount]"] ?? 0),
          amount_total: Number(params["line_items[0][price_data][unit_amount]"] ?? 0),
          currency: params["line_items[0][price_data][currency]"] ?? "usd",
          automatic_tax: { enabled: params["automatic_tax[enabled]"] === "true" },
        };
        sessions.set(id, session);
        return session;
      },
    ],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (_p, m) => sessions.get(decodeURIComponent(m[1]!)) ?? null],
    [
      "POST",
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (_p, m) => {
        const session = sessions.get(decodeURIComponent(m[1]!));
        if (session?.status === "open") Object.assign(session, { status: "expired", url: null });
        return session ?? null;
      },
    ],
    [
      "GET",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_p, m) => {
        const id = decodeURIComponent(m[1]!);
        const settled = settlements.get(id);
        const balance =
          settled === undefined ? null : { object: "balance_transaction", amount: settled, currency: "usd" };
        return {
          id,
          object: "payment_intent",
          latest_charge: { id: `ch_${id}`, object: "charge", balance_transaction: balance },
        };
      },
    ],
    ["GET", /^\/v1\/tax\/settings$/, () => ({ object: "tax.settings", status: taxStatus })],
    [
      "GET",
      /^\/v1\/invoices\/([^/]+)$/,
      (_p, m) => ({
        id: decodeURIComponent(m[1]!),
        object: "invoice",
        hosted_invoice_url: `https://invoice.stripe.com/i/${decodeURIComponent(m[1]!)}`,
      }),
    ],
    [
      "POST",
      /^\/v1\/refunds$/,
      (params) => ({ id: nextId("re"), object: "refund", status: "succeeded", payment_intent: params.payment_intent }),
    ],
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (params) => ({
        id: nextId("bps"),
        object: "billing_portal.session",
        customer: params.customer,
        url: `https://billing.stripe.com/p/session/${params.customer}`,
      }),
    ],
    [
      "POST",
      /^\/v1\/accounts$/,
      (params) => ({
        id: nextId("acct"),
        object: "account",
        type: params.type,
        email: params.email,
        metadata: nested(params, "metadata"),
      }),
    ],
    [
      "POST",
      /^\/v1\/account_links$/,
      (params) => ({
        object: "account_link",
        url: `https://connect.stripe.com/setup/e/${params.account}`,
        expires_at: Math.floor(Date.now() / 1000) + 300,
      }),
    ],
    [
      "POST",
      /^\/v1\/transfers$/,
      (params) =>
        failTransfers
          ? null
          : {
              id: nextId("tr"),
              object: "transfer",
              amount: Number(params.amount),
              currency: params.currency,
              destination: params.destination,
              metadata: nested(params, "metadata"),
            },
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (params, m) => ({
        id: decodeURIComponent(m[1]!),
        object: "subscription",
        status: "active",
        cancel_at_period_end: params.cancel_at_period_end === "true",
      }),
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_params, m) => ({ id: decodeURIComponent(m[1]!), object: "subscription", status: "canceled" }),
    ],
  ];

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = request.method === "GET" ? url.search.slice(1) : new TextDecoder().decode(await request.arrayBuffer());
    const params = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = request.headers.get("idempotency-key");
    calls.push({
      method: request.method,
      path: url.pathname,
      params,
      idempotencyKey,
      apiVersion: request.headers.get("stripe-version"),
    });
    if (idempotencyKey && idempotent.has(idempotencyKey)) return Response.json(idempotent.get(idempotencyKey));
    for (const [method, pattern, handle] of routes) {
      const match = url.pathname.match(pattern);
      if (method !== request.method || !match) continue;
      const result = handle(params, match);
      if (!result)
        return Response.json({ error: { type: "invalid_request_error", message: "No such object" } }, { status: 404 });
      if (idempotencyKey) idempotent.set(idempotencyKey, result);
      return Response.json(result);
    }
    return Response.json(
      { error: { type: "invalid_request_error", message: `No fake for ${url.pathname}` } },
      { status: 404 },
    );
  }

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(API)) return realFetch(input, init);
    if (offline) throw new TypeError("fetch failed: api.stripe.com is unreachable");
    return answer(request);
  });

  return {
    calls,
    sessions,
    /** Calls to one endpoint, e.g. `callsTo("POST", "/v1/refunds")`. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** The PaymentIntent `paymentId` settled `cents` US cents (Stripe's conversion of a payment in another currency). */
    settle: (paymentId: string, cents: number) => {
      settlements.set(paymentId, cents);
    },
    /** From now on, Stripe Tax is not set up on the account (its settings are pending). */
    taxPending: () => {
      taxStatus = "pending";
    },
    /** From now on, transfers are refused (as for an account Stripe has restricted). */
    refuseTransfers: () => {
      failTransfers = true;
    },
    /** From now on, api.stripe.com cannot be reached (every call fails as a network error would). */
    goOffline: () => {
      offline = true;
    },
    restore: () => spy.mockRestore(),
  };
}
