import { describe, expect, it } from "vitest";
import { contract } from "./contractions";

describe("contractions", () => {
  it("contracts auxiliaries and negations as people write them", () => {
    expect(contract("We have seen it. It is late, and they are not here.").text).toBe(
      "We've seen it. It's late, and they're not here.",
    );
  });

  it("leaves full forms where English cannot contract them", () => {
    for (const sentence of [
      "We have to stay ahead of that danger.", // "have" of obligation
      "They have a plan.", // "have" of possession
      "I know who you are.", // nothing after the verb
      "Here I am.",
      "Most of it is photos.", // "it" is not the subject
    ])
      expect(contract(sentence)).toEqual({ text: sentence, changes: 0 });
  });
});
