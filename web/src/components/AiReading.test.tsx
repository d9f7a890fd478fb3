import { render, screen } from "@testing-library/react";
import { getI18n } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { AiReading as Reading } from "../../../worker/text/detector";
import { AiReading } from "./AiReading";

const reading: Reading = {
  aiLikelihood: 74,
  range: { low: 61, high: 83 },
  verdict: "likely-ai",
  reliable: true,
  words: 140,
  signals: [
    { name: "styleLogRatio", push: 1.4 },
    { name: "parentheses", push: -0.6 },
  ],
  language: "en",
  notJudged: [],
  calibratedLanguages: ["en"],
  likelyAiThreshold: 69,
  humanFlaggedRate: 3.8,
};

describe("an AI-likelihood reading", () => {
  it("shows the score with its measured range, the verdict, the signals and that no detector proves authorship", () => {
    render(<AiReading reading={reading} />);
    expect(screen.getByText("74%")).toBeTruthy();
    expect(screen.getByTestId("ai-verdict").textContent).toBe("Likely AI-written");
    expect(screen.getByTestId("ai-range").textContent).toBe(
      "Of our test texts that scored like this, 61–83% were machine-written.",
    );
    expect(screen.getByText("Word choices typical of machine or human text: points to machine writing")).toBeTruthy();
    expect(screen.getByText("Parentheses: points to human writing")).toBeTruthy();
    expect(
      screen.getByText(/No detector can prove who wrote a text\. "Likely AI-written" starts at 69%, where 3\.8%/),
    ).toBeTruthy();
  });

  it("says when a text is too short to judge", () => {
    render(<AiReading reading={{ ...reading, verdict: "uncertain", reliable: false, words: 20 }} />);
    expect(screen.getByTestId("ai-verdict").textContent).toBe("Cannot tell");
    expect(screen.getByText("Only 20 words: too short to judge, so it is never labelled AI-written.")).toBeTruthy();
  });

  it("gives no score in a language the detector was not calibrated for, and says so in the reader's language", async () => {
    const spanish: Reading = {
      ...reading,
      aiLikelihood: null,
      range: null,
      verdict: "not-judged",
      reliable: false,
      language: "es",
      notJudged: [{ language: "es", words: 99 }],
      signals: [],
    };
    const { unmount } = render(<AiReading reading={spanish} />);
    expect(screen.getByTestId("ai-verdict").textContent).toBe("Not judged");
    expect(screen.getByTestId("ai-not-judged").textContent).toBe(
      "We cannot judge Spanish text yet: the detector has been tested only on English text, so it gives no score or verdict here.",
    );
    expect(screen.queryByText(/%$/)).toBeNull();
    unmount();
    await getI18n().changeLanguage("de");
    try {
      render(<AiReading reading={spanish} />);
      expect(screen.getByTestId("ai-not-judged").textContent).toContain("Spanisch");
      expect(screen.getByTestId("ai-not-judged").textContent).toContain("Englisch");
    } finally {
      await getI18n().changeLanguage("en");
    }
  });

  it("says which passages were left out when part of a text is in another language", () => {
    render(<AiReading reading={{ ...reading, notJudged: [{ language: "fr", words: 80 }] }} />);
    expect(screen.getByText("74%")).toBeTruthy();
    expect(screen.getByTestId("ai-partly-judged").textContent).toBe(
      "Passages in French were left out: the detector cannot judge that language yet. The score is about the rest of the text.",
    );
  });
});
