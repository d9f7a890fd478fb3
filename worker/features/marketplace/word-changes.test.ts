import { describe, expect, it } from "vitest";
import { newAllowance, WORD_DIFF_ALLOWANCE, wordChanges } from "./word-changes";

const paragraph = (n: number, words = 40) => Array.from({ length: words }, (_, i) => `word${n}x${i}`).join(" ");
const chapter = (paragraphs: string[]) => paragraphs.join("\n\n");

describe("words added and removed between two versions of a chapter", () => {
  it("counts the words changed inside a paragraph, and nothing for paragraphs left alone", () => {
    const before = chapter([paragraph(1), "The boats went out before dawn.", paragraph(2)]);
    const after = chapter([paragraph(1), "The small boats went out long before dawn.", paragraph(2)]);
    expect(wordChanges(before, after, newAllowance())).toEqual({ added: 2, removed: 0 });
  });

  it("counts whole paragraphs added and removed", () => {
    const before = chapter([paragraph(1), paragraph(2)]);
    const after = chapter([paragraph(2), paragraph(3, 25)]);
    expect(wordChanges(before, after, newAllowance())).toEqual({ added: 25, removed: 40 });
  });

  it("counts a change too large to trace as the run rewritten", () => {
    const before = chapter([paragraph(1, 700)]);
    const after = chapter([paragraph(2, 650)]);
    expect(wordChanges(before, after, newAllowance())).toEqual({ added: 650, removed: 700 });
  });

  it("stops comparing word by word once the request's allowance is spent, and counts the rest as rewritten", () => {
    const before = chapter([`${paragraph(1)} one`]);
    const after = chapter([`${paragraph(1)} two`]);
    expect(wordChanges(before, after, newAllowance())).toEqual({ added: 1, removed: 1 });
    expect(wordChanges(before, after, { left: 0 })).toEqual({ added: 41, removed: 41 });
    const allowance = newAllowance();
    wordChanges(before, after, allowance);
    expect(allowance.left).toBeLessThan(WORD_DIFF_ALLOWANCE);
  });
});
