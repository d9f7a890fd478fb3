import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { linkOrigin } from "../email/sender";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { handleStripeWebhook } from "./stripe-webhook";

/**
 * Most of Stripe's events are a few kilobytes, but an invoice with many lines or a large metadata set runs to
 * hundreds: the webhook takes what every other request may send (1 MB), and reads nothing before the signature.
 */
const MAX_EVENT_BYTES = 1024 * 1024;

/** Payment providers call back here; the body is read raw because its signature covers the exact bytes. */
export const paymentRoutes = new Hono<AppEnv>().post(
  "/stripe/webhook",
  bodyLimit({
    maxSize: MAX_EVENT_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", "A payment event is never larger than 1 MB.");
    },
  }),
  async (c) => {
    const result = await handleStripeWebhook(
      c.get("db"),
      c.env,
      c.req.header("stripe-signature"),
      await c.req.text(),
      linkOrigin(c.env, c.req.url),
    );
    return c.json(result);
  },
);
