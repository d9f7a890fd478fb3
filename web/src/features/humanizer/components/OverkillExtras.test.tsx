import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STAGE_NAMES } from "../../../../../worker/common/humanizer-modes";
import type { StageRun } from "../api/humanizer-client";
import { OverkillExtras } from "./OverkillExtras";

/** God mode's sixteen stage runs: Smart Mode's six stages changed `smart` things, the rest `extra` in all. */
const godMode = (smart: number, extra: number): StageRun[] =>
  [...STAGE_NAMES, ...STAGE_NAMES].map((name, i) => ({
    name,
    changes: i === 0 ? smart : i === 7 ? extra : 0,
    ms: 1,
  })) as StageRun[];

describe("what Overkill adds to Smart Mode", () => {
  it("counts what its extra stages and second pass changed on this text", () => {
    render(<OverkillExtras stages={godMode(4, 3)} />);
    expect(screen.getByTestId("overkill-extras").textContent).toMatch(/god mode's second pass\): 3\.$/);
  });

  it("says so when they changed nothing: the result is Smart Mode's at Maximum", () => {
    render(<OverkillExtras stages={godMode(4, 0)} />);
    expect(screen.getByTestId("overkill-extras").textContent).toContain("the same as Smart Mode at Maximum");
  });
});
