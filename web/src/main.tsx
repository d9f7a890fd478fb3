import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { startPageLanguage } from "./app/start-language";
import "./index.css";

// The router works under the URL's language prefix (/es/marketplace).
const urlLanguage = await startPageLanguage();

/** The pages people open next, fetched while the browser is idle so the first click is instant. */
function prefetchLikelyPages() {
  void import("./app/layout/AppLayout");
  void import("./features/dashboard/DashboardPage");
  void import("./components/ComingSoon");
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes, { basename: urlLanguage ? `/${urlLanguage}` : "/" })} />
    </Providers>
  </StrictMode>,
);

if ("requestIdleCallback" in window) requestIdleCallback(prefetchLikelyPages);
else setTimeout(prefetchLikelyPages, 2000);
