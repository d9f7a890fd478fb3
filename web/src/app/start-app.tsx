/** The app: its language, the page data the worker wrote, the router's first page, then the first render. */
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { currentUserQuery } from "../lib/current-user";
import { yieldToBrowser } from "../lib/first-paint";
import { seedQueriesFromPage } from "../lib/page-data";
import { createQueryClient } from "../lib/query-client";
import { captureHandOver } from "./hand-over";
import { Providers } from "./providers";
import { createRoutes } from "./router";
import { startPageLanguage } from "./start-language";

// The router works under the URL's language prefix (/es/marketplace).
const urlLanguage = await startPageLanguage();
await yieldToBrowser();
const queryClient = createQueryClient();
seedQueriesFromPage(queryClient);
const router = createBrowserRouter(createRoutes(queryClient), { basename: urlLanguage ? `/${urlLanguage}` : "/" });

/** Resolves once the first page's code and its loaders' data are here. */
function firstPageLoaded(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The pages people open next, fetched while the browser is idle so the first click is instant. */
function prefetchLikelyPages() {
  void import("./layout/AppLayout");
  void import("../features/dashboard/DashboardPage");
  void import("../features/profile/ProfilePage");
  void import("../features/marketplace/MarketplacePage");
}

// Public pages arrive prerendered (the app's shell, and a product's content); the app's first render replaces them
// with the same page once its code and data are here, in slices (a transition) so the page stays responsive.
await Promise.all([firstPageLoaded(router), queryClient.prefetchQuery(currentUserQuery)]);
await yieldToBrowser();
const rootElement = document.getElementById("root")!;
// What the visitor typed or chose on the prerendered page goes into the URL before the app replaces the page; a
// visitor still typing while that page's data loads is caught by the next look (a few at most).
let handOver = captureHandOver(rootElement, window.location);
for (let look = 0; look < 3 && handOver.search !== null; look++) {
  await router.navigate({ search: handOver.search }, { replace: true });
  handOver = captureHandOver(rootElement, window.location);
}
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

handOver.restore((search) => void router.navigate({ search }, { replace: true }));

if ("requestIdleCallback" in window) requestIdleCallback(prefetchLikelyPages);
else setTimeout(prefetchLikelyPages, 2000);
