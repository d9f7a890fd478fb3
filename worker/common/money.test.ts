import { describe, expect, it } from "vitest";
import { formatDollarsIn, shopRoundedMinor } from "./money";

describe("local prices", () => {
  it("are rounded as shops in each currency show them", () => {
    expect(shopRoundedMinor(8514, "EUR")).toBe(8499);
    expect(shopRoundedMinor(8560, "GBP")).toBe(8599);
    expect(shopRoundedMinor(13_407, "CAD")).toBe(13_399);
    expect(shopRoundedMinor(70_123, "CNY")).toBe(70_100);
    expect(shopRoundedMinor(14_783, "JPY")).toBe(14_780);
    expect(shopRoundedMinor(134_567, "KRW")).toBe(134_600);
  });

  it("leave dollars, nothing and amounts below one unit as they are", () => {
    expect(shopRoundedMinor(9900, "USD")).toBe(9900);
    expect(shopRoundedMinor(0, "EUR")).toBe(0);
    expect(shopRoundedMinor(45, "EUR")).toBe(45);
    expect(shopRoundedMinor(4, "JPY")).toBe(4);
  });

  it("are shown rounded when a dollar price is shown in another currency", () => {
    expect(formatDollarsIn(4700, 0.86, "EUR", "de")).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(39.99),
    );
    expect(formatDollarsIn(4700, 149.3, "JPY", "en")).toBe("¥7,020");
  });
});
