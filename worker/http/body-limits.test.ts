import { describe, expect, it } from "vitest";
import { call, readError, registerAccount } from "../test/client";

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
    const response = await call("/api/literary/works", {
      method: "POST",
      body: form.body,
      cookie,
      headers: { "content-type": form.type },
    });
    expect(response.status).toBe(413);
    expect((await readError(response)).code).toBe("payload_too_large");
    const text = await call("/api/literary/works", {
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
    const response = await call("/api/marketplace/items", {
      method: "POST",
      body: form.body,
      cookie,
      headers: { "content-type": form.type },
    });
    // Past the size check: the form is refused for its fields, not its size.
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("invalid_input");
  });

  it("read at most 64 KB of a payment event before its signature is checked", async () => {
    const response = await call("/api/payments/stripe/webhook", {
      method: "POST",
      body: JSON.stringify({ id: "evt_big", type: "checkout.session.completed", padding: "z".repeat(70_000) }),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      origin: null,
    });
    expect(response.status).toBe(413);
  });
});
