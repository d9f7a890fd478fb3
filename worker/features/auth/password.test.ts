import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses 100,000 PBKDF2 iterations, the most production Workers accept", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts each hash, so the same password hashes differently", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("refuses a stored value in an unknown format", async () => {
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });
});
