import { describe, expect, it } from "vitest";
import { commaList } from "./comma-list";

describe("a typed list", () => {
  it("splits on the comma each language types", () => {
    expect(commaList("budget, burnout,, money ")).toEqual(["budget", "burnout", "money"]);
    expect(commaList("ميزانية، إرهاق، مال")).toEqual(["ميزانية", "إرهاق", "مال"]);
    expect(commaList("预算，倦怠")).toEqual(["预算", "倦怠"]);
    expect(commaList("予算、燃え尽き")).toEqual(["予算", "燃え尽き"]);
  });
});
