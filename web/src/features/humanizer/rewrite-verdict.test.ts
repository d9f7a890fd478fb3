import { describe, expect, it } from "vitest";
import { rewriteVerdict, verdictMessageKey } from "./rewrite-verdict";

describe("what a rewrite's result says about the score", () => {
  it("calls a drop of 15 points or more a change, a smaller one small, and none none", () => {
    expect(rewriteVerdict({ before: 100, after: 60 })).toBe("moved");
    expect(rewriteVerdict({ before: 100, after: 95 })).toBe("small");
    expect(rewriteVerdict({ before: 80, after: 80 })).toBe("none");
    expect(rewriteVerdict({ before: 80, after: 84 })).toBe("none");
  });

  it("explains a small change by the offline engine, and only then", () => {
    expect(verdictMessageKey("small", "offline")).toBe("verdict.smallOffline");
    expect(verdictMessageKey("small", "workers-ai")).toBe("verdict.small");
    expect(verdictMessageKey("moved", "offline")).toBe("verdict.moved");
  });
});
