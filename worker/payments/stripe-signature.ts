/** Stripe rejects events older than this; so do we (replay protection on top of the event-id check). */
export const STRIPE_TOLERANCE_SECONDS = 300;

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signStripePayload(secret: string, timestamp: number, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

export type SignatureCheck = "valid" | "malformed" | "mismatch" | "stale";

/** Verifies a `Stripe-Signature` header (t=…,v1=…) against the raw body, as Stripe's libraries do. */
export async function verifyStripeSignature(
  header: string | undefined,
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  if (!header) return "malformed";
  const parts = header.split(",").map((part) => part.split("=") as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return "malformed";
  const expected = await signStripePayload(secret, timestamp, payload);
  if (!signatures.some((signature) => constantTimeEqual(signature, expected))) return "mismatch";
  if (Math.abs(nowSeconds - timestamp) > STRIPE_TOLERANCE_SECONDS) return "stale";
  return "valid";
}
