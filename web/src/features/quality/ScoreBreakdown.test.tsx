import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreBreakdown } from "./ScoreBreakdown";

describe("the score breakdown", () => {
  it("says a dimension the text's language cannot have yet is not measured, instead of drawing it at zero", () => {
    render(
      <ScoreBreakdown
        averages={{ readability: null, structure: 8, grammar: 9.5, clarity: 7, engagement: 6, originality: null }}
      />,
    );
    expect(screen.getByTestId("breakdown-readability").textContent).toBe(
      "ReadabilityNot measured: not yet possible in this text’s language",
    );
    expect(screen.getByTestId("breakdown-originality").textContent).toContain("Not measured");
    expect(screen.queryByRole("progressbar", { name: "Readability" })).toBeNull();
    expect(screen.getByRole("progressbar", { name: "Structure" }).getAttribute("aria-valuenow")).toBe("8");
  });
});
