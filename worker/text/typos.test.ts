import { describe, expect, it } from "vitest";
import { correctableWords, typosForgiven } from "./search-terms";
import { editsWithin } from "./typos";

describe("typos", () => {
  it("counts insertions, deletions, substitutions and a swap of neighbours as one edit each, up to a bound", () => {
    expect(editsWithin("recovery", "recovery", 1)).toBe(0);
    expect(editsWithin("recovry", "recovery", 1)).toBe(1);
    expect(editsWithin("recovery", "recoverys", 1)).toBe(1);
    expect(editsWithin("recovery", "recevery", 1)).toBe(1);
    expect(editsWithin("recovery", "recoevry", 1)).toBe(1);
    expect(editsWithin("recovery", "rceoverz", 1)).toBeNull();
    expect(editsWithin("recovery", "rceoverz", 2)).toBe(2);
    expect(editsWithin("упражнения", "упражения", 1)).toBe(1);
    expect(editsWithin("short", "much longer", 2)).toBeNull();
  });

  it("forgives one typo from 5 letters and two from 9, none in words a segmenter found", () => {
    expect(["plan", "plans", "recovery", "worksheets", "ガイドブック", "упражнения"].map(typosForgiven)).toEqual([
      0, 1, 1, 2, 0, 2,
    ]);
    expect(correctableWords(["the recovery 管理 plan guide", "guide plans"]).sort()).toEqual([
      "guide",
      "plan",
      "plans",
      "recovery",
    ]);
  });
});
