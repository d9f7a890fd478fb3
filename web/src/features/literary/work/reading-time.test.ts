import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("rounds to whole minutes at 230 words a minute, with a floor of one for any text", () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(12)).toBe(1);
    expect(readingMinutes(460)).toBe(2);
    expect(readingMinutes(23_000)).toBe(100);
  });
});
