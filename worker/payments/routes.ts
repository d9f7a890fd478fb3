import { Hono } from "hono";
import type { AppEnv } from "../env";
import { handleStripeWebhook } from "./stripe-webhook";

/** Payment providers call back here; the body is read raw because its signature covers the exact bytes. */
export const paymentRoutes = new Hono<AppEnv>().post("/stripe/webhook", async (c) => {
  const result = await handleStripeWebhook(c.get("db"), c.env, c.req.header("stripe-signature"), await c.req.text());
  return c.json(result);
});
