import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Selling: the creator's products and receipts, figures, marketing and integrations, behind the login guard. */
export const SELLING_ROUTES: RouteObject[] = [
  {
    path: "my-products",
    lazy: lazyPage(
      () => import("../../features/marketplace/MyProductsPage").then((m) => m.MyProductsPage),
      ["marketplace"],
    ),
  },
  {
    path: "purchases",
    lazy: lazyPage(
      () => import("../../features/marketplace/PurchasesPage").then((m) => m.PurchasesPage),
      ["marketplace"],
    ),
  },
  {
    path: "receipt/:purchaseId",
    lazy: lazyPage(() => import("../../features/marketplace/ReceiptPage").then((m) => m.ReceiptPage), ["marketplace"]),
  },
  {
    path: "analytics",
    lazy: lazyPage(() => import("../../features/analytics/AnalyticsPage").then((m) => m.AnalyticsPage), ["analytics"]),
  },
  {
    path: "marketing-automation",
    lazy: lazyPage(
      () => import("../../features/marketing/MarketingAutomationPage").then((m) => m.MarketingAutomationPage),
      ["marketing"],
    ),
  },
  {
    path: "integrations-demo",
    lazy: lazyPage(
      () => import("../../features/integrations/IntegrationsPage").then((m) => m.IntegrationsPage),
      ["integrations"],
    ),
  },
];
