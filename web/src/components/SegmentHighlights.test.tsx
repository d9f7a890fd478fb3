import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TextSegment } from "../../../worker/text/segments";
import { SegmentHighlights } from "./SegmentHighlights";

const TEXT = "I wrote this bit myself. Moreover, it is crucial to leverage synergies. Not sure about this one.";
const SEGMENTS: TextSegment[] = [
  { start: 0, end: 25, aiLikelihood: 8, verdict: "likely-human", reliable: true, signals: [] },
  {
    start: 25,
    end: 72,
    aiLikelihood: 93,
    verdict: "likely-ai",
    reliable: true,
    signals: [{ name: "buzzwords", push: 1.2 }],
  },
  { start: 72, end: 96, aiLikelihood: 50, verdict: "uncertain", reliable: true, signals: [] },
];

describe("sentence-by-sentence highlights", () => {
  it("marks machine-like and uncertain passages, each with its verdict and score in words", () => {
    render(<SegmentHighlights text={TEXT} segments={SEGMENTS} mix={{ aiShare: 45, humanShare: 35, mixed: true }} />);
    const marks = document.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.dataset.verdict)).toEqual(["likely-ai", "uncertain"]);
    expect(marks[0]!.textContent).toBe("Likely AI-written, 93%: Moreover, it is crucial to leverage synergies. ");
    expect(marks[0]!.getAttribute("title")).toContain("Buzzwords");
    expect(screen.getByTestId("segment-highlights").textContent).toContain("I wrote this bit myself.");
    expect(screen.getByTestId("segments-mixed").textContent).toContain("45%");
  });

  it("says which way a passage too short to judge leans, never 'cannot tell' beside a figure of 100%", () => {
    const short: TextSegment[] = [
      { start: 0, end: 25, aiLikelihood: 100, verdict: "uncertain", reliable: false, signals: [] },
      { start: 25, end: 96, aiLikelihood: 12, verdict: "uncertain", reliable: false, signals: [] },
    ];
    render(<SegmentHighlights text={TEXT} segments={short} />);
    const marks = [...document.querySelectorAll("mark")].map((mark) => mark.querySelector(".sr-only")!.textContent);
    expect(marks).toEqual([
      "Leans AI-written, 100% (too short to be sure): ",
      "Leans human-written, 12% (too short to be sure): ",
    ]);
  });

  it("draws nothing when the segments do not belong to the text shown", () => {
    render(<SegmentHighlights text={`${TEXT} And an image.`} segments={SEGMENTS} />);
    expect(screen.queryByTestId("segment-highlights")).toBeNull();
  });
});
