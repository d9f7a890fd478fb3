import { describe, expect, it } from "vitest";
import type { BookSource } from "../literary";
import { keywordsFor } from "./keywords";

const PACING = [
  "Pacing is the skill of spending your energy budget on purpose. When you keep a pacing diary, the energy budget",
  "stops being a mystery: the diary runs through the day and shows where the energy went. Keeping the diary is a",
  "book of your days. Fatigue after a crash is information, not failure, and pacing turns that information into a",
  "plan. The energy budget grows slowly when pacing holds; a crash resets it. Write the crash in the diary too.",
].join(" ");

const book = (language: string): BookSource =>
  ({
    title: "Pacing Your Energy",
    description: "",
    author: "A. Writer",
    language,
    updatedAt: 0,
    chapters: [
      { title: "The energy budget", body: PACING },
      { title: "A pacing diary", body: PACING },
    ],
  }) as unknown as BookSource;

describe("KDP keywords", () => {
  it("are the work's distinctive terms and phrases, not words every English book uses", () => {
    const keywords = keywordsFor(book("en"), []);
    expect(keywords).toHaveLength(7);
    expect(keywords).toContain("energy budget");
    expect(keywords).toContain("pacing");
    for (const common of ["book", "runs", "keeping", "being", "stops"]) expect(keywords).not.toContain(common);
  });

  it("put the author's own keywords first", () => {
    expect(keywordsFor(book("en"), ["ME/CFS"]).slice(0, 1)).toEqual(["me/cfs"]);
  });
});
