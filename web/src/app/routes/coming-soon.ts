import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Open to visitors (spec 000 §2.1 plus the store decisions: a store and its prices must be browsable). */
export const OPEN_PATHS: string[] = [];

/** Behind the login guard; pages not built yet show the coming-soon panel. */
export const GUARDED_PATHS: string[] = [];

const comingSoon = lazyPage(() => import("../../components/ComingSoon").then((m) => m.ComingSoon));

/** A route per path that shows the coming-soon panel. */
export function comingSoonRoutes(paths: string[]): RouteObject[] {
  return paths.map((path) => ({ path, lazy: comingSoon }));
}
