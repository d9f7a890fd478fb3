import { describe, expect, it } from "vitest";
import { suggestPrice } from "./pricing";

describe("a suggested price", () => {
  it("follows the length and kind of the work: a few hundred words are not priced as a book", () => {
    expect(suggestPrice("book", 391)).toBe(15);
    expect(suggestPrice("workbook", 391)).toBe(5);
    expect(suggestPrice("book", 0)).toBe(3);
    expect(suggestPrice("book", 5_000)).toBe(197);
    expect(suggestPrice("book", 50_000)).toBe(2997);
    const lengths = [100, 1_000, 2_500, 4_999, 5_000, 20_000, 60_000];
    for (const kind of ["book", "recovery-guide", "course", "manual", "workbook", "humanized"] as const) {
      const prices = lengths.map((words) => suggestPrice(kind, words));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});
