import { describe, expect, it } from "vitest";
import { parenthesise, setAsidesApart } from "./asides";

describe("setting a side remark in parentheses", () => {
  it("moves an aside that ends a sentence, or a complete one inside it, from commas into parentheses", () => {
    expect(parenthesise("The helper stages every file in the folder, including the ones that were deleted.")).toBe(
      "The helper stages every file in the folder (including the ones that were deleted).",
    );
    expect(parenthesise("The insurance system, which is paid for by the states, helps people retrain.")).toBe(
      "The insurance system (which is paid for by the states) helps people retrain.",
    );
    expect(parenthesise("Small tools, such as hammers and saws, hang on the wall.")).toBe(
      "Small tools (such as hammers and saws) hang on the wall.",
    );
  });

  it("leaves a sentence alone when the commas may belong to something else", () => {
    for (const sentence of [
      // The comma after "hammers" may be the list's: the aside does not name its last item.
      "Small tools, such as hammers, saws and files, hang on the wall.",
      // What follows the comma is a main clause, not an aside.
      "The tide turned at noon, and the boats came home.",
      "The tide turned at noon, so the boats came home.",
      // Dialogue keeps the speaker's punctuation, and one bracket is enough.
      '"You have wronged me, though you have not insulted me."',
      "The key (an ed25519 one) is stored in the agent, which forgets it at logout.",
      // Too short a sentence to carry an aside.
      "It broke, mostly.",
    ])
      expect(parenthesise(sentence)).toBeNull();
  });

  it("sets apart at most one aside in two sentences, the most machine-like first", () => {
    const line =
      "The report covers the whole year, including the quiet months. The team met weekly, usually on Mondays. The budget held all year, which surprised everyone. The project ended well, even for the interns.";
    const result = setAsidesApart(line, 1);
    expect(result.changes).toBe(2);
    expect(result.text.match(/\(/g)).toHaveLength(2);
    expect(result.text.replace(/[(),]/g, "")).toBe(line.replace(/[(),]/g, ""));
    expect(setAsidesApart(line, 0)).toEqual({ text: line, changes: 0 });
  });
});
