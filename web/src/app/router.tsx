import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { PageLoading } from "../components/PageLoading";
import { RequireAuth } from "./RequireAuth";
import { RootLayout } from "./RootLayout";
import { RouteError } from "./RouteError";
import { ACCOUNT_ROUTES } from "./routes/account-routes";
import { lazyPage } from "./routes/lazy-page";
import { SELLING_ROUTES } from "./routes/selling-routes";
import { SIGN_IN_ROUTES } from "./routes/sign-in-routes";
import { TEAM_ROUTES } from "./routes/team-routes";
import { visitorRoutes } from "./routes/visitor-routes";
import { WRITING_ROUTES } from "./routes/writing-routes";

const homePage = lazyPage(() => import("./SpaHome").then((m) => m.SpaHome), ["home"]);
const notFoundPage = lazyPage(() => import("./SpaHome").then((m) => m.NotFoundHome), ["home"]);

/**
 * The app's routes. A public page that the worker prerenders names the data its first paint needs (a loader that
 * fills the query cache), so the app replaces the prerendered page with the same page, not with a spinner.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, lazy: homePage },
        ...SIGN_IN_ROUTES,
        { path: "dev/outbox", lazy: lazyPage(() => import("../features/dev/OutboxPage").then((m) => m.OutboxPage)) },
        {
          lazy: lazyPage(() => import("./layout/AppLayout").then((m) => m.AppLayout)),
          children: [
            ...visitorRoutes(queryClient),
            {
              element: <RequireAuth />,
              children: [...ACCOUNT_ROUTES, ...WRITING_ROUTES, ...SELLING_ROUTES, ...TEAM_ROUTES],
            },
          ],
        },
        { path: "*", lazy: notFoundPage },
      ],
    },
  ];
}
