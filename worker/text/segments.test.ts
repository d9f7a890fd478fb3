import { describe, expect, it } from "vitest";
import type { analysisRoutes } from "../features/analysis/routes";
import { apiClient, registerAccount } from "../test/client";
import { DETECTOR_SAMPLE } from "../test/fixtures/detector-sample";
import { detectAiWriting } from "./detector";
import { MAX_SEGMENTS, scoreSegments, segmentMix, sentenceSpans } from "./segments";

/** The held-out human paragraph the detector finds most human, and the machine one it finds most machine-like. */
function clearestPair() {
  const scored = DETECTOR_SAMPLE.map((entry) => ({ ...entry, score: detectAiWriting(entry.text).aiLikelihood! }));
  const human = scored.filter((e) => e.label === "human").sort((a, b) => a.score - b.score)[0]!;
  const machine = scored.filter((e) => e.label === "ai").sort((a, b) => b.score - a.score)[0]!;
  return { human: human.text, machine: machine.text };
}

describe("sentence-level detection", () => {
  it("splits a text into sentences whose spans cover it, quotes and spacing included", () => {
    const text = 'She said "stop." Then Dr. Okafor left!\nA new line. And a last one';
    const spans = sentenceSpans(text);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'She said "stop." ',
      "Then Dr. Okafor left!\n",
      "A new line. ",
      "And a last one",
    ]);
  });

  it("scores each passage of a mixed document, and says the document is mixed", () => {
    const { human, machine } = clearestPair();
    const text = `${human}\n\n${machine}`;
    const segments = scoreSegments(text);
    const inHuman = segments.filter((s) => s.end <= human.length + 2);
    const inMachine = segments.filter((s) => s.start >= human.length + 2);
    expect(inHuman.every((s) => s.verdict === "likely-human")).toBe(true);
    expect(inMachine.every((s) => s.verdict === "likely-ai")).toBe(true);
    expect(inMachine[0]!.signals.length).toBeGreaterThan(0);
    expect(inMachine[0]!.signals.every((signal) => signal.push > 0)).toBe(true);
    expect(segmentMix(text, segments)).toMatchObject({ mixed: true });
    expect(segmentMix(machine, scoreSegments(machine))).toMatchObject({ mixed: false, humanShare: 0 });
  });

  it("gives at most MAX_SEGMENTS passages, however many sentences", () => {
    const segments = scoreSegments("Go. ".repeat(5000));
    expect(segments.length).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(segments[0]!.start).toBe(0);
    expect(segments.at(-1)!.end).toBe(20_000);
  });

  it("comes with every text analysis", async () => {
    const { cookie } = await registerAccount();
    const { human, machine } = clearestPair();
    const analysis = apiClient<typeof analysisRoutes>("/api/text", { cookie });
    const response = await analysis.analyze.$post({ json: { content: `${human}\n\n${machine}` } });
    const body = await response.json();
    if (!("segments" in body)) throw new Error(JSON.stringify(body));
    expect(body.segments.length).toBeGreaterThan(2);
    expect(body.segments[0]).toMatchObject({ start: 0, verdict: "likely-human" });
    expect(body.mix.mixed).toBe(true);
  });
});
