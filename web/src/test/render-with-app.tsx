import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "../components/Toaster";
import { toastStore } from "../lib/notify";
import { createQueryClient } from "../lib/query-client";

export interface AppOptions {
  /** The address the app is at when the test starts, query string included: "/" unless given. */
  route?: string;
  /** The route the UI is mounted at, for a page that reads its params (`/updates/stop/:token`): any path unless given. */
  path?: string;
  /** Other pages the UI may send the reader to, by path (`{ "/dashboard": <p>The dashboard</p> }`). */
  routes?: Record<string, ReactElement>;
  /** The query client, for a test that reads or seeds its cache: a fresh one (the app's rules) unless given. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` as the app runs it: in a router at `route`, with a fresh query client and the toasts. The toast a
 * test before this one left is dismissed first, so what the test finds is its own. Returns the render result and the
 * query client.
 */
export function renderWithApp(ui: ReactElement, options: AppOptions = {}) {
  const { route = "/", path = "*", routes = {}, queryClient = createQueryClient() } = options;
  const left = toastStore.current();
  if (left) toastStore.dismiss(left.id);
  const router = createMemoryRouter(
    [{ path, element: ui }, ...Object.entries(routes).map(([other, element]) => ({ path: other, element }))],
    { initialEntries: [route] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient, router };
}
