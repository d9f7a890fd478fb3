import { describe, expect, it } from "vitest";
import { APP_PATHS, isAppPath } from "../../../worker/common/app-paths";
import { createQueryClient } from "../lib/query-client";
import { pathsOf } from "./route-paths";
import { createRoutes } from "./router";

describe("the pages the worker knows", () => {
  it("are exactly the router's, so a page added to the app is never answered 404", () => {
    const routed = pathsOf(createRoutes(createQueryClient())).filter((path) => path !== "/*");
    expect([...APP_PATHS].sort()).toEqual([...routed].sort());
  });

  it("match a path with its own ids, and nothing else", () => {
    expect(isAppPath("/")).toBe(true);
    expect(isAppPath("/product/12")).toBe(true);
    expect(isAppPath("/literary/abc/")).toBe(true);
    expect(isAppPath("/nonexistent-page")).toBe(false);
    expect(isAppPath("/product")).toBe(false);
    expect(isAppPath("/product/12/extra")).toBe(false);
    expect(isAppPath("/product//")).toBe(false);
  });
});
