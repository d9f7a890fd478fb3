import { describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { NAVIGATION } from "./layout/navigation-items";
import { pathsOf } from "./route-paths";
import { createRoutes } from "./router";

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
    const unlinked = pathsOf(createRoutes(createQueryClient())).filter(
      (path) => !path.includes(":") && !REACHED_OTHERWISE.has(path) && !linked.has(path),
    );
    expect(unlinked).toEqual([]);
  });

  it("that the sidebar links to exists in the router", () => {
    const served = new Set(pathsOf(createRoutes(createQueryClient())));
    const dangling = NAVIGATION.flatMap((group) => group.items.map((item) => item.to)).filter((to) => !served.has(to));
    expect(dangling).toEqual([]);
  });
});
