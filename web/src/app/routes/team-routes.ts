import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Working with others: hiring, the creators' directory and the shared projects, behind the login guard. */
export const TEAM_ROUTES: RouteObject[] = [
  {
    path: "hiring",
    lazy: lazyPage(() => import("../../features/hiring/HiringPage").then((m) => m.HiringPage), ["hiring", "profile"]),
  },
  {
    path: "creators",
    lazy: lazyPage(
      () => import("../../features/hiring/CreatorsPage").then((m) => m.CreatorsPage),
      ["hiring", "profile"],
    ),
  },
  {
    path: "collaborative",
    lazy: lazyPage(
      () => import("../../features/collaborative/CollaborativePage").then((m) => m.CollaborativePage),
      ["collaborative"],
    ),
  },
];
