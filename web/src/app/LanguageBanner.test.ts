import { describe, expect, it } from "vitest";
import { BANNER_CONFIDENCE_THRESHOLD, shouldOfferLanguage } from "./LanguageBanner";

const suggestion = (language: string, confidence: number) => ({
  language,
  confidence,
  currency: "EUR",
  country: null,
  browserTag: language,
  region: null,
});
const fresh = { offeredBefore: false, chosen: false };

describe("the language banner", () => {
  it("offers another language only above 0.7 confidence", () => {
    expect(BANNER_CONFIDENCE_THRESHOLD).toBe(0.7);
    expect(shouldOfferLanguage(suggestion("en", 1), "en", fresh)).toBe(false);
    expect(shouldOfferLanguage(suggestion("xx", 1), "en", fresh)).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.9), "es", fresh)).toBe(true);
    expect(shouldOfferLanguage(suggestion("en", 0.7), "es", fresh)).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.71), "es", fresh)).toBe(true);
    expect(shouldOfferLanguage(undefined, "en", fresh)).toBe(false);
  });

  it("never questions a language the reader chose, and asks once per browser", () => {
    expect(shouldOfferLanguage(suggestion("en", 0.9), "es", { offeredBefore: false, chosen: true })).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.9), "es", { offeredBefore: true, chosen: false })).toBe(false);
  });
});
