import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { chosenLanguage, startI18n } from "./app/i18n";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import "./index.css";
import { isPublicPage, languageOfPath, pathInLanguage } from "./lib/language-path";

// A public page's URL names its language (/es/marketplace); the router then works under that prefix. A visitor who
// chose another language and opens an English URL of a public page is sent to the page in their language.
const urlLanguage = languageOfPath(window.location.pathname);
const chosen = chosenLanguage();
if (!urlLanguage && chosen !== "en" && isPublicPage(window.location.pathname)) {
  window.location.replace(`${pathInLanguage(window.location.pathname, chosen)}${window.location.search}`);
  await new Promise(() => {}); // the page is being replaced: nothing more to render here
}
await startI18n(urlLanguage);

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
