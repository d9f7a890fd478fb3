import type { RouteObject } from "react-router";

/** Every path a route tree serves, joined from its nested routes (for the tests that compare them with lists). */
export function pathsOf(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : parent;
    return [...(route.path ? [here] : []), ...pathsOf(route.children ?? [], here)];
  });
}
