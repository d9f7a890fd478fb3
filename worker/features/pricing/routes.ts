import { Hono } from "hono";
import { z } from "zod";
import { BILLING_PERIODS, CURRENCIES, PLAN_IDS } from "../../../schema/pricing-enums";
import { linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { cacheForVisitors } from "../../http/edge-cache";
import { requireUser } from "../../http/guards";
import { isLocalUrl } from "../../http/local-request";
import { requestCountry } from "../../http/request-country";
import { validate, validateJson } from "../../http/validation";
import { checkoutProvider, paymentsMode } from "../../payments/checkout";
import { currentBilling, openBillingPortal, setRenewal } from "./billing";
import { createSubscription, planFeatures, pricePlans } from "./service";

const plansQuery = z.object({
  currency: z.enum(CURRENCIES).default("USD"),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  period: z.enum(BILLING_PERIODS).default("monthly"),
});

const subscriptionInput = z.object({
  tierId: z.enum(PLAN_IDS),
  priceUSD: z.number().nonnegative(),
  localPrice: z.number().nonnegative(),
  localCurrency: z.enum(CURRENCIES).default("USD"),
  userLanguage: z.string().max(10).optional(),
  userRegion: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  period: z.enum(BILLING_PERIODS).default("monthly"),
});

const featuresQuery = z.object({ tier: z.enum(PLAN_IDS).default("free") });

export const pricingRoutes = new Hono<AppEnv>()
  .get("/features", validate("query", featuresQuery), (c) =>
    c.json({ success: true as const, ...planFeatures(c.req.valid("query").tier) }),
  )
  .get(
    "/plans",
    // Prices follow the visitor's country, and the answer names the payments mode: both are part of the cache key.
    cacheForVisitors("pricing", 300, (c) => `${requestCountry(c.req.raw) ?? "-"}|${paymentsMode(c.env)}`),
    validate("query", plansQuery),
    async (c) => {
      const { currency, country, period } = c.req.valid("query");
      return c.json({
        success: true,
        ...(await pricePlans(c.get("db"), currency, country?.toUpperCase() ?? requestCountry(c.req.raw), period)),
        payments: paymentsMode(c.env),
      });
    },
  );

export const subscriptionRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  validateJson(subscriptionInput),
  async (c) => {
    const input = c.req.valid("json");
    // The discount follows the country the request comes from. The client's claim counts only on a local run, where
    // no country is known; deployed, a request without one (Tor, an unknown network) pays the list price.
    const claimed = isLocalUrl(c.req.url) ? (input.userRegion?.toUpperCase() ?? null) : null;
    const region = requestCountry(c.req.raw) ?? claimed;
    return c.json(
      await createSubscription(
        c.get("db"),
        checkoutProvider(c.env),
        c.get("user"),
        { ...input, userRegion: region },
        linkOrigin(c.env, c.req.url),
      ),
    );
  },
);

const renewalInput = z.object({ renew: z.boolean() });

/** The signed-in user's plan: what it costs, when it renews, and the ways to change or cancel it. */
export const billingRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) =>
    c.json({
      success: true,
      tier: c.get("user").tier,
      subscription: await currentBilling(c.get("db"), c.get("user").id),
      payments: paymentsMode(c.env),
    }),
  )
  .post("/portal", requireUser, async (c) =>
    c.json({
      success: true,
      url: await openBillingPortal(c.get("db"), c.env, c.get("user").id, linkOrigin(c.env, c.req.url)),
    }),
  )
  .post("/renewal", requireUser, validateJson(renewalInput), async (c) =>
    c.json({
      success: true,
      subscription: await setRenewal(c.get("db"), c.env, c.get("user").id, c.req.valid("json").renew),
    }),
  );
