import { describe, expect, it } from "vitest";
import { displayNameOf } from "../../lib/initials";
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

describe("a member's name on the page", () => {
  it("is the profile's name, else the username they chose, never their address", () => {
    expect(displayNameOf({ name: "Maya Chen", username: "maya_c" })).toBe("Maya Chen");
    expect(displayNameOf({ name: null, username: "maya_c" })).toBe("maya_c");
    expect(displayNameOf({ name: "  ", username: "maya_c" })).toBe("maya_c");
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

  it("goes up to the nearest page, never to an address without one", () => {
    expect(backTarget("/literary/7")).toBe("/literary");
    expect(backTarget("/admin/settings")).toBe("/dashboard");
    expect(backTarget("/product/7")).toBe("/marketplace");
    expect(backTarget("/marketplace/product/stroke-recovery-roadmap")).toBe("/marketplace");
  });
});

describe("breadcrumbs", () => {
  it("appear only for paths with more than one segment", () => {
    expect(breadcrumbsOf("/")).toEqual([]);
    expect(breadcrumbsOf("/dashboard")).toEqual([]);
  });

  it("link each segment to its page, show a segment without one, and lead a product to the marketplace", () => {
    expect(breadcrumbsOf("/literary/7")).toEqual([
      { segment: "literary", to: "/literary" },
      { segment: "7", to: "/literary/7" },
    ]);
    expect(breadcrumbsOf("/admin/settings")).toEqual([
      { segment: "admin", to: null },
      { segment: "settings", to: "/admin/settings" },
    ]);
    expect(breadcrumbsOf("/product/7")).toEqual([
      { segment: "marketplace", to: "/marketplace" },
      { segment: "7", to: "/product/7" },
    ]);
    expect(breadcrumbsOf("/marketplace/product/roadmap")).toEqual([
      { segment: "marketplace", to: "/marketplace" },
      { segment: "roadmap", to: "/marketplace/product/roadmap" },
    ]);
  });
});
