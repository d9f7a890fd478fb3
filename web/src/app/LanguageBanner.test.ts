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

describe("the language banner", () => {
  it("offers another language only above 0.7 confidence", () => {
    expect(BANNER_CONFIDENCE_THRESHOLD).toBe(0.7);
    expect(shouldOfferLanguage(suggestion("en", 1), "en", false)).toBe(false);
    expect(shouldOfferLanguage(suggestion("xx", 1), "en", false)).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.9), "es", false)).toBe(true);
  });

  it("stays hidden after Keep English, and at exactly the threshold", () => {
    expect(shouldOfferLanguage(suggestion("en", 0.9), "es", true)).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.7), "es", false)).toBe(false);
    expect(shouldOfferLanguage(suggestion("en", 0.71), "es", false)).toBe(true);
    expect(shouldOfferLanguage(undefined, "en", false)).toBe(false);
  });
});
