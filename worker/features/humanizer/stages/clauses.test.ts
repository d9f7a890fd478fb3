import { describe, expect, it } from "vitest";
import { reorderClauses } from "./clauses";

describe("moving an opening clause behind the main clause", () => {
  it("turns the sentence around when a plain subject follows the comma", () => {
    expect(reorderClauses("By using new tools, teams can finish sooner. It works.", 1)).toEqual({
      text: "Teams can finish sooner by using new tools. It works.",
      changes: 1,
    });
    expect(reorderClauses("When the tide turns, we leave the harbour.", 1).text).toBe(
      "We leave the harbour when the tide turns.",
    );
  });

  it("leaves sentences it cannot turn around safely as they are", () => {
    for (const sentence of [
      // What follows the comma is not a main clause.
      "When he died we found a shoebox of maps in his wardrobe, every one of them covered in pencil marks.",
      // A pronoun would point at a noun not yet named.
      "When the server restarts, it reloads its configuration.",
      // A question keeps its shape.
      "If the build fails, do you retry it?",
    ])
      expect(reorderClauses(sentence, 1)).toEqual({ text: sentence, changes: 0 });
  });

  it("takes only its share of chances at a lower strength", () => {
    const text =
      "If it rains all day, we stay inside and read. If it snows at night, we go out early. If it hails, we hide in the barn.";
    expect(reorderClauses(text, 1).changes).toBe(3);
    expect(reorderClauses(text, 0.5).changes).toBe(1);
  });
});
