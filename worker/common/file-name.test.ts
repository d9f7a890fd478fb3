import { describe, expect, it } from "vitest";
import { fileNameFromTitle } from "./file-name";

describe("a file name from a title", () => {
  it("keeps letters and digits in lower case, joined by dashes", () => {
    expect(fileNameFromTitle("Money After Illness: 7 Steps!", "zip")).toBe("money-after-illness-7-steps.zip");
  });

  it("takes the accents off Latin letters and keeps every other script whole", () => {
    expect(fileNameFromTitle("Interopérabilité des données", "epub")).toBe("interoperabilite-des-donnees.epub");
    expect(fileNameFromTitle("Первые недели дома", "md")).toBe("первые-недели-дома.md");
    expect(fileNameFromTitle("退院してからの最初の数週間", "pdf")).toBe("退院してからの最初の数週間.pdf");
  });

  it("cuts a long title at a word, and falls back when nothing is left", () => {
    const name = fileNameFromTitle("A very long title that goes on and on about recovery and the weeks after", "md");
    expect(name).toBe("a-very-long-title-that-goes-on-and-on-about-recovery-and.md");
    expect(fileNameFromTitle("!!! ???", "csv", "export")).toBe("export.csv");
  });
});
