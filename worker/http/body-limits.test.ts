import { describe, expect, it } from "vitest";
import { rawRequest, readError, registerAccount } from "../test/client";
import { deliverStripeEvent, stripeEvent, useStripeWebhooks } from "../test/stripe-events";

function multipart(bytes: number): { body: string; type: string } {
  const boundary = "----limit-test";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${"x".repeat(bytes)}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

// Each request body here is built byte for byte (its size and content type are what is tested), so each goes raw.
describe("request body limits", () => {
  it("hold at 1 MB for every content type, multipart included, on routes that take no files", async () => {
    const { cookie } = await registerAccount();
    const form = multipart(1_200_000);
    const response = await rawRequest("/api/literary/works", {
      method: "POST",
      body: form.body,
      cookie,
      headers: { "content-type": form.type },
    });
    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe("payload_too_large");
    const text = await rawRequest("/api/literary/works", {
      method: "POST",
      body: "y".repeat(1_200_000),
      cookie,
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(413);
  });

  it("let the product upload route take a file above 1 MB up to its own limit", async () => {
    const { cookie } = await registerAccount();
    const form = multipart(1_200_000);
    const response = await rawRequest("/api/marketplace/items", {
      method: "POST",
      body: form.body,
      cookie,
      headers: { "content-type": form.type },
    });
    // Past the size check: the form is refused for its fields, not its size.
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("invalid_input");
  });

  it("read a payment event of the size Stripe sends, and at most 1 MB of one before its signature is checked", async () => {
    useStripeWebhooks();
    const event = (padding: number) =>
      stripeEvent("customer.created", { object: "customer", metadata: { notes: "z".repeat(padding) } });
    // A large invoice runs to hundreds of kilobytes; it is read and verified.
    expect((await deliverStripeEvent(event(300_000))).status).toBe(200);
    const response = await rawRequest("/api/payments/stripe/webhook", {
      method: "POST",
      body: event(1_100_000),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      origin: null,
    });
    expect(response.status).toBe(413);
  });
});
