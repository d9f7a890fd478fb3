import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { NAVIGATION } from "./layout/navigation-items";
import { createRoutes, GUARDED_PATHS, OPEN_PATHS } from "./router";

/** Every path the router serves, joined from its nested routes ("" for the index). */
function pathsOf(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : parent;
    return [...(route.path ? [here] : []), ...pathsOf(route.children ?? [], here)];
  });
}

/**
 * Pages reached some other way than a menu: the sign-in flow, links in e-mails, pages opened from a product or a
 * purchase (their paths take an id), and the developer's outbox. Everything else the router serves must be linked.
 */
const REACHED_OTHERWISE = new Set([
  "/",
  "/login",
  "/register",
  "/verify-email",
  "/confirm-email",
  "/undo-email-change",
  "/forgot-password",
  "/reset-password",
  "/dev/outbox",
  "/profile-setup",
  "/settings",
  "/*",
]);

describe("every page", () => {
  it("that is built is linked from the sidebar, unless it is reached from a flow or a record", () => {
    const linked = new Set(NAVIGATION.flatMap((group) => group.items.map((item) => item.to)));
    const comingSoon = new Set([...GUARDED_PATHS, ...OPEN_PATHS].map((path) => `/${path}`));
    const unlinked = pathsOf(createRoutes(createQueryClient())).filter(
      (path) => !path.includes(":") && !comingSoon.has(path) && !REACHED_OTHERWISE.has(path) && !linked.has(path),
    );
    expect(unlinked).toEqual([]);
  });

  it("that the sidebar links to exists in the router", () => {
    const served = new Set(pathsOf(createRoutes(createQueryClient())));
    const dangling = NAVIGATION.flatMap((group) => group.items.map((item) => item.to)).filter((to) => !served.has(to));
    expect(dangling).toEqual([]);
  });
});
