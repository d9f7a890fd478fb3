import { describe, expect, it } from "vitest";
import { humanizeSegment } from "../../../worker/common/path-segment";
import { titleKeyOf } from "./page-title";

describe("page titles", () => {
  it("are keyed by the first path segment", () => {
    expect(titleKeyOf("/")).toBe("home");
    expect(titleKeyOf("/admin/settings")).toBe("admin");
    expect(titleKeyOf("/global-content")).toBe("global-content");
  });

  it("fall back to the segment in words", () => {
    expect(humanizeSegment("global-content")).toBe("Global Content");
    expect(humanizeSegment("quality_assurance")).toBe("Quality Assurance");
    expect(humanizeSegment("33b6846c-c72f-40f4-a14a-0123456789ab")).toBe("33b6846c…");
    expect(humanizeSegment("7")).toBe("7");
    expect(humanizeSegment("%E0-guide")).toBe("%E0 Guide");
  });
});
