import { describe, expect, it } from "vitest";
import { confidenceTone, HUMANIZER_THRESHOLDS, OVERKILL_THRESHOLDS, SMART_THRESHOLDS } from "./confidence";

describe("confidence colours", () => {
  it("follow the humanizer's thresholds: 99 green, 95 yellow, below red", () => {
    expect(confidenceTone(99, HUMANIZER_THRESHOLDS)).toBe("green");
    expect(confidenceTone(98.9, HUMANIZER_THRESHOLDS)).toBe("yellow");
    expect(confidenceTone(95, HUMANIZER_THRESHOLDS)).toBe("yellow");
    expect(confidenceTone(94.9, HUMANIZER_THRESHOLDS)).toBe("red");
  });

  it("follow Smart Mode's 99, 95, 90 and Overkill's 99.5, 98, 95", () => {
    expect(confidenceTone(92, SMART_THRESHOLDS)).toBe("orange");
    expect(confidenceTone(89, SMART_THRESHOLDS)).toBe("red");
    expect(confidenceTone(99.4, OVERKILL_THRESHOLDS)).toBe("yellow");
    expect(confidenceTone(99.5, OVERKILL_THRESHOLDS)).toBe("green");
    expect(confidenceTone(96, OVERKILL_THRESHOLDS)).toBe("orange");
  });
});
