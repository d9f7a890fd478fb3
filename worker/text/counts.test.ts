import { describe, expect, it } from "vitest";
import { countParagraphs, countSentences, countText, countWords } from "./counts";

describe("text counts (spec 001)", () => {
  it("counts words by whitespace, whatever the punctuation, and not marks that hold no letter", () => {
    expect(countWords("  Hello,   world!\nNew-line\tword ")).toBe(4);
    expect(countWords("## On the wall — **dried** in 2026")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("counts Chinese and Japanese words, which have no spaces between them", () => {
    expect(countWords("我今天去商店买东西。")).toBe(5);
    expect(countWords("私は毎日学校に行きます。")).toBe(7);
    expect(countWords("Kyoto 京都に行きます")).toBe(5);
    expect(countSentences("今天很好。明天也很好！")).toBe(2);
  });

  it("stays linear on a long run without spaces", () => {
    const long = "我今天去商店买东西".repeat(20_000);
    expect(countWords(long)).toBeGreaterThan(90_000);
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
