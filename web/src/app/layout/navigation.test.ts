import { describe, expect, it } from "vitest";
import { backTarget, breadcrumbsOf, initialsOf, showsBack } from "./navigation";

describe("initials", () => {
  it("are the first two letters of the e-mail, upper-cased", () => {
    expect(initialsOf("creator.demo@example.com")).toBe("CR");
    expect(initialsOf("Maya Chen")).toBe("MC");
    expect(initialsOf("Maya van der Berg")).toBe("MB");
    expect(initialsOf("Cher")).toBe("CH");
    expect(initialsOf("j.doe@example.com")).toBe("JD");
  });

  it("are U when there is no e-mail or no letter in it", () => {
    expect(initialsOf(null)).toBe("U");
    expect(initialsOf(undefined)).toBe("U");
    expect(initialsOf("")).toBe("U");
    expect(initialsOf("42@1.23")).toBe("U");
  });

  it("use one letter when the e-mail has only one", () => {
    expect(initialsOf("a1@2.3")).toBe("A");
  });
});

describe("Back", () => {
  it("is hidden on the dashboard and the home page only", () => {
    expect(showsBack("/")).toBe(false);
    expect(showsBack("/dashboard")).toBe(false);
    expect(showsBack("/dashboard/")).toBe(false);
    expect(showsBack("/profile")).toBe(true);
    expect(showsBack("/admin/settings")).toBe(true);
  });

  it("goes to the dashboard from a one-segment path", () => {
    expect(backTarget("/profile")).toBe("/dashboard");
    expect(backTarget("/literary")).toBe("/dashboard");
  });

  it("goes up one segment from a deeper path", () => {
    expect(backTarget("/admin/settings")).toBe("/admin");
    expect(backTarget("/marketplace/product/stroke-recovery-roadmap")).toBe("/marketplace/product");
  });
});

describe("breadcrumbs", () => {
  it("appear only for paths with more than one segment", () => {
    expect(breadcrumbsOf("/")).toEqual([]);
    expect(breadcrumbsOf("/dashboard")).toEqual([]);
  });

  it("link each segment to the path up to it", () => {
    expect(breadcrumbsOf("/admin/settings")).toEqual([
      { segment: "admin", to: "/admin" },
      { segment: "settings", to: "/admin/settings" },
    ]);
    expect(breadcrumbsOf("/product/7")).toEqual([
      { segment: "product", to: "/product" },
      { segment: "7", to: "/product/7" },
    ]);
  });
});
