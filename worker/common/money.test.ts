import { describe, expect, it } from "vitest";
import { dollarsInMinor, formatDollarsIn, shopRoundedMinor } from "./money";

describe("local prices", () => {
  it("are rounded up as shops in each currency show them, never below the amount", () => {
    expect(shopRoundedMinor(8514, "EUR")).toBe(8599);
    expect(shopRoundedMinor(8499, "EUR")).toBe(8499);
    expect(shopRoundedMinor(8500, "EUR")).toBe(8599);
    expect(shopRoundedMinor(8460, "GBP")).toBe(8499);
    expect(shopRoundedMinor(13_307, "CAD")).toBe(13_399);
    expect(shopRoundedMinor(70_023, "CNY")).toBe(70_100);
    expect(shopRoundedMinor(14_773, "JPY")).toBe(14_780);
    expect(shopRoundedMinor(134_567, "KRW")).toBe(134_600);
  });

  it("never charge less than the dollar price at the rate, in any currency (the $1.73 that became 0,99 €)", () => {
    const rates = { EUR: 0.86, GBP: 0.74, CAD: 1.37, AUD: 1.52, CNY: 7.12, JPY: 152, KRW: 1380 };
    for (const cents of [50, 99, 152, 173, 999, 1234, 4700, 9900, 24_900])
      for (const [currency, perUsd] of Object.entries(rates)) {
        const minor = dollarsInMinor(cents, perUsd, currency);
        const units = currency === "JPY" || currency === "KRW" ? 1 : 100;
        expect([currency, cents, minor / units >= (cents / 100) * perUsd - 1e-9]).toEqual([currency, cents, true]);
      }
    expect(dollarsInMinor(173, 0.86, "EUR")).toBe(199);
  });

  it("leave dollars, nothing and amounts below one unit as they are", () => {
    expect(shopRoundedMinor(9900, "USD")).toBe(9900);
    expect(shopRoundedMinor(0, "EUR")).toBe(0);
    expect(shopRoundedMinor(45, "EUR")).toBe(45);
    expect(shopRoundedMinor(4, "JPY")).toBe(4);
  });

  it("are shown rounded when a dollar price is shown in another currency", () => {
    expect(formatDollarsIn(4700, 0.86, "EUR", "de")).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(40.99),
    );
    expect(formatDollarsIn(4700, 149.3, "JPY", "en")).toBe("¥7,020");
  });
});
