import { describe, expect, it } from "vitest";
import { countParagraphs, countSentences, countText, countWords } from "./counts";

describe("text counts (spec 001)", () => {
  it("counts words by whitespace, whatever the punctuation", () => {
    expect(countWords("  Hello,   world!\nNew-line\tword ")).toBe(4);
    expect(countWords("")).toBe(0);
  });

  it("counts sentences by . ! and ?, ignoring empty pieces", () => {
    expect(countSentences("One. Two! Three? Four")).toBe(4);
    expect(countSentences("Wait... what?!")).toBe(2);
    expect(countSentences("   ")).toBe(0);
  });

  it("counts paragraphs by blank lines", () => {
    expect(countParagraphs("First line\nsame paragraph\n\nSecond\n   \nThird")).toBe(3);
  });

  it("reports all counts together", () => {
    expect(countText("Short text. Two sentences.")).toEqual({ characters: 26, words: 4, sentences: 2, paragraphs: 1 });
  });
});
