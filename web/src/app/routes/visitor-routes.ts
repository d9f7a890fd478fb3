import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";
import { createPageDataLoaders } from "./page-data-loaders";

/** The pages inside the app's shell that a visitor may open: the store, the publishing tools, pricing, orchestration. */
export function visitorRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = createPageDataLoaders(queryClient);
  return [
    {
      path: "marketplace",
      loader: loaders.marketplace,
      lazy: lazyPage(
        () => import("../../features/marketplace/MarketplacePage").then((m) => m.MarketplacePage),
        ["marketplace"],
      ),
    },
    {
      // An update e-mail's opt-out link: it works without signing in.
      path: "updates/stop/:token",
      lazy: lazyPage(
        () => import("../../features/marketplace/UpdatesStopPage").then((m) => m.UpdatesStopPage),
        ["marketplace"],
      ),
    },
    {
      // A mention e-mail's opt-out link: it works without signing in.
      path: "mentions/stop/:token",
      lazy: lazyPage(
        () => import("../../features/collaborative/MentionsStopPage").then((m) => m.MentionsStopPage),
        ["collaborative"],
      ),
    },
    {
      path: "product/:id",
      loader: loaders.product,
      lazy: lazyPage(
        () => import("../../features/marketplace/ProductPage").then((m) => m.ProductPage),
        ["marketplace"],
      ),
    },
    {
      path: "marketplace/product/:slug",
      loader: loaders.product,
      lazy: lazyPage(
        () => import("../../features/marketplace/ProductPage").then((m) => m.ProductPage),
        ["marketplace"],
      ),
    },
    {
      path: "marketplace-ai",
      lazy: lazyPage(
        () => import("../../features/marketplace/IntelligentMarketplacePage").then((m) => m.IntelligentMarketplacePage),
        ["marketplace"],
      ),
    },
    {
      path: "kdp-packages",
      lazy: lazyPage(
        () => import("../../features/publishing/KdpPackagesPage").then((m) => m.KdpPackagesPage),
        ["publishing"],
      ),
    },
    {
      path: "kdp-test",
      lazy: lazyPage(() => import("../../features/publishing/KdpTestPage").then((m) => m.KdpTestPage), ["publishing"]),
    },
    {
      path: "chrome-kdp",
      lazy: lazyPage(
        () => import("../../features/publishing/ChromeKdpPage").then((m) => m.ChromeKdpPage),
        ["publishing"],
      ),
    },
    {
      path: "pricing",
      lazy: lazyPage(() => import("../../features/pricing/PricingPage").then((m) => m.PricingPage), ["pricing"]),
    },
    {
      path: "orchestration",
      lazy: lazyPage(
        () => import("../../features/orchestration/OrchestrationPage").then((m) => m.OrchestrationPage),
        ["orchestration"],
      ),
    },
    {
      path: "orchestration-demo",
      lazy: lazyPage(
        () => import("../../features/orchestration/OrchestrationDemoPage").then((m) => m.OrchestrationDemoPage),
        ["orchestration"],
      ),
    },
  ];
}
