import { describe, expect, it } from "vitest";
import { countOf } from "./number-format";

describe("a count in the server's English", () => {
  it("takes English's plural form for the number, and groups its digits", () => {
    expect(countOf(1, "review", "reviews")).toBe("1 review");
    expect(countOf(0, "review", "reviews")).toBe("0 reviews");
    expect(countOf(5, "chapter", "chapters")).toBe("5 chapters");
    expect(countOf(12_500, "word", "words")).toBe("12,500 words");
  });
});
