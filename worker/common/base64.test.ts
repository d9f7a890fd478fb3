import { describe, expect, it } from "vitest";
import { fromBase64, toBase64, toBase64Url } from "./base64";

describe("base64", () => {
  it("round-trips bytes of every value, in the standard and the URL-safe alphabet", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe("+/8=");
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
  });

  it("encodes a file larger than one call can take", () => {
    const bytes = Uint8Array.from({ length: 500_000 }, (_, i) => i % 251);
    const decoded = fromBase64(toBase64(bytes));
    expect(decoded.length).toBe(bytes.length);
    expect(decoded.every((byte, i) => byte === bytes[i])).toBe(true);
  });
});
