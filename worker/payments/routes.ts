import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { linkOrigin } from "../email/sender";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { handleStripeWebhook } from "./stripe-webhook";

/** Stripe's events are a few kilobytes; nothing larger is read before its signature is checked. */
const MAX_EVENT_BYTES = 64 * 1024;

/** Payment providers call back here; the body is read raw because its signature covers the exact bytes. */
export const paymentRoutes = new Hono<AppEnv>().post(
  "/stripe/webhook",
  bodyLimit({
    maxSize: MAX_EVENT_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", "A payment event is never larger than 64 KB.");
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
