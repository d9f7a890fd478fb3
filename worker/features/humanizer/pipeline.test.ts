import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { HumanizerStyle } from "../../common/humanizer-modes";
import { CORPUS } from "../../test/fixtures/corpus";
import { detectAiWriting } from "../../text/detector";
import { runOfflinePipeline } from "./pipeline";
import { meaningPreservation } from "./quality";
import { STAGE_NAMES } from "./stages";

const STYLES: HumanizerStyle[] = ["conversational", "professional", "academic", "creative", "technical"];
const humanize = (text: string, style: HumanizerStyle = "conversational") =>
  runOfflinePipeline(text, { stages: STAGE_NAMES, style, strength: 1 }).text;

/** Everything a rewrite must leave exactly as it was. */
function protectedItems(text: string): string[] {
  const patterns = [
    /`[^`\n]+`/g,
    /\[[^\]\n]*\]\([^)\s]+\)/g,
    /https?:\/\/[^\s)\]]*[^\s)\].,;:!?]/g,
    /"[^"\n]*"/g,
    /\d+(?:[.,:/-]\d+)*%?/g,
    /^#{1,6} .*$/gm,
    /^\s*(?:[-*+]|\d+[.)]) /gm,
    /(?<=[a-z,;:] )\p{Lu}[\p{L}'-]+/gu,
  ];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

function occurrences(text: string, item: string): number {
  return text.split(item).length - 1;
}

describe("the offline humanizer pipeline", () => {
  it.each(STYLES)(
    "never alters numbers, names, quotations, URLs, code spans or Markdown structure (%s style)",
    (style) => {
      for (const entry of CORPUS) {
        const output = humanize(entry.text, style);
        for (const item of protectedItems(entry.text)) {
          expect(occurrences(output, item), `${entry.id}: ${JSON.stringify(item)}`).toBeGreaterThanOrEqual(
            occurrences(entry.text, item),
          );
        }
        expect(output.split("\n").length, entry.id).toBe(entry.text.split("\n").length);
      }
    },
  );

  // Under the calibrated detector (issue 19) the rule stages lower the score less than they lowered the old cliché
  // count: the mean went from 94.5 to 80.6 when it was introduced. The claim is what is measured, not a target.
  it("lowers the mean calibrated AI likelihood of the machine-style fixtures by at least 10 points, keeping at least 0.8 of the meaning", () => {
    const machine = CORPUS.filter((entry) => entry.label === "ai");
    let before = 0;
    let after = 0;
    let preserved = 0;
    for (const entry of machine) {
      const output = humanize(entry.text);
      before += detectAiWriting(entry.text).aiLikelihood!;
      after += detectAiWriting(output).aiLikelihood!;
      preserved += meaningPreservation(entry.text, output);
    }
    expect(before / machine.length - after / machine.length).toBeGreaterThanOrEqual(10);
    expect(preserved / machine.length).toBeGreaterThanOrEqual(0.8);
  });

  it("reports each stage with the changes it made and its time", () => {
    // A clock that moves 1.234 ms each time it is read: a stage's time is what it read before and after its work.
    let clock = 0;
    const now = vi.spyOn(performance, "now").mockImplementation(() => (clock += 1.234));
    onTestFinished(() => now.mockRestore());
    const result = runOfflinePipeline(CORPUS.find((e) => e.label === "ai")!.text, {
      stages: STAGE_NAMES,
      style: "professional",
      strength: 1,
    });
    expect(result.stages.map((s) => s.name)).toEqual([...STAGE_NAMES]);
    expect(result.stages.reduce((sum, s) => sum + s.changes, 0)).toBeGreaterThan(0);
    expect(result.stages.map((stage) => stage.ms)).toEqual(STAGE_NAMES.map(() => 1.23));
  });

  it("is deterministic", () => {
    const text = CORPUS[3]!.text;
    expect(humanize(text)).toBe(humanize(text));
  });

  it("replaces stock phrases and buzzwords, contracts, and keeps the protected parts", () => {
    const output = humanize(
      'In today\'s fast-paced world, it is important to note that Dr. Amara Okafor does not leverage robust tools. Moreover, she said "keep it simple" at https://example.com/a in 2024.',
    );
    expect(output).not.toMatch(/fast-paced|important to note|leverage|robust|Moreover/);
    expect(output).toContain("doesn't");
    expect(output).toContain("Dr. Amara Okafor");
    expect(output).toContain('"keep it simple"');
    expect(output).toContain("https://example.com/a");
    expect(output).toContain("2024");
  });

  it("keeps the space before an emoticon when it tidies a line", () => {
    expect(humanize("That reply was very satisfying to send. ;)")).toBe("That reply was satisfying to send. ;)");
  });

  it("leaves contractions out of academic prose", () => {
    expect(humanize("The data do not support it.", "academic")).toContain("do not");
  });
});
