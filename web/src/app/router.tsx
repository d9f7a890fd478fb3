import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { browseParamsOf } from "../../../worker/common/marketplace-browse";
import { PageLoading } from "../components/PageLoading";
import { i18n } from "./i18n";
import { RequireAuth } from "./RequireAuth";
import { RootLayout } from "./RootLayout";
import { RouteError } from "./RouteError";

/** A lazily loaded page: its code and its catalogs load together, before it renders. */
function page(load: () => Promise<ComponentType>, namespaces: string[] = []) {
  return async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component };
  };
}

const homePage = page(() => import("./SpaHome").then((m) => m.SpaHome), ["home"]);
const comingSoon = page(() => import("../components/ComingSoon").then((m) => m.ComingSoon));

/** Open to visitors (spec 000 §2.1 plus the store decisions: a store and its prices must be browsable). */
export const OPEN_PATHS: string[] = [];

/** Behind the login guard; pages not built yet show the coming-soon panel. */
export const GUARDED_PATHS: string[] = [];

/**
 * The app's routes. A public page that the worker prerenders names the data its first paint needs (a loader that
 * fills the query cache), so the app replaces the prerendered page with the same page, not with a spinner.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const productData: LoaderFunction = async ({ params }) => {
    const { itemQuery } = await import("../features/marketplace/api/queries");
    // One try: a failure shows on the page, which asks again itself, rather than holding the navigation up.
    await queryClient.prefetchQuery({ ...itemQuery(params.id ?? params.slug ?? ""), retry: false });
    return null;
  };
  const marketplaceData: LoaderFunction = async ({ request }) => {
    const { itemsQuery, statsQuery } = await import("../features/marketplace/api/queries");
    const params = browseParamsOf(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.prefetchQuery({ ...itemsQuery(params), retry: false }),
      queryClient.prefetchQuery({ ...statsQuery, retry: false }),
    ]);
    return null;
  };
  return [
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, lazy: homePage },
        { path: "login", lazy: page(() => import("../features/auth/LoginPage").then((m) => m.LoginPage), ["auth"]) },
        {
          path: "register",
          lazy: page(() => import("../features/auth/RegisterPage").then((m) => m.RegisterPage), ["auth"]),
        },
        {
          path: "verify-email",
          lazy: page(() => import("../features/auth/VerifyEmailPage").then((m) => m.VerifyEmailPage), ["auth"]),
        },
        {
          path: "confirm-email",
          lazy: page(() => import("../features/auth/VerifyEmailPage").then((m) => m.ConfirmEmailPage), ["auth"]),
        },
        {
          path: "forgot-password",
          lazy: page(() => import("../features/auth/ForgotPasswordPage").then((m) => m.ForgotPasswordPage), ["auth"]),
        },
        {
          path: "reset-password",
          lazy: page(() => import("../features/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage), ["auth"]),
        },
        { path: "dev/outbox", lazy: page(() => import("../features/dev/OutboxPage").then((m) => m.OutboxPage)) },
        {
          lazy: page(() => import("./layout/AppLayout").then((m) => m.AppLayout)),
          children: [
            {
              path: "marketplace",
              loader: marketplaceData,
              lazy: page(
                () => import("../features/marketplace/MarketplacePage").then((m) => m.MarketplacePage),
                ["marketplace"],
              ),
            },
            {
              path: "product/:id",
              loader: productData,
              lazy: page(
                () => import("../features/marketplace/ProductPage").then((m) => m.ProductPage),
                ["marketplace"],
              ),
            },
            {
              path: "marketplace/product/:slug",
              loader: productData,
              lazy: page(
                () => import("../features/marketplace/ProductPage").then((m) => m.ProductPage),
                ["marketplace"],
              ),
            },
            {
              path: "marketplace-ai",
              lazy: page(
                () =>
                  import("../features/marketplace/IntelligentMarketplacePage").then(
                    (m) => m.IntelligentMarketplacePage,
                  ),
                ["marketplace"],
              ),
            },
            {
              path: "kdp-packages",
              lazy: page(
                () => import("../features/publishing/KdpPackagesPage").then((m) => m.KdpPackagesPage),
                ["publishing"],
              ),
            },
            {
              path: "kdp-test",
              lazy: page(() => import("../features/publishing/KdpTestPage").then((m) => m.KdpTestPage), ["publishing"]),
            },
            {
              path: "chrome-kdp",
              lazy: page(
                () => import("../features/publishing/ChromeKdpPage").then((m) => m.ChromeKdpPage),
                ["publishing"],
              ),
            },
            {
              path: "pricing",
              lazy: page(() => import("../features/pricing/PricingPage").then((m) => m.PricingPage), ["pricing"]),
            },
            ...OPEN_PATHS.map((path) => ({ path, lazy: comingSoon })),
            {
              path: "orchestration",
              lazy: page(
                () => import("../features/orchestration/OrchestrationPage").then((m) => m.OrchestrationPage),
                ["orchestration"],
              ),
            },
            {
              path: "orchestration-demo",
              lazy: page(
                () => import("../features/orchestration/OrchestrationDemoPage").then((m) => m.OrchestrationDemoPage),
                ["orchestration"],
              ),
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  path: "dashboard",
                  lazy: page(
                    () => import("../features/dashboard/DashboardPage").then((m) => m.DashboardPage),
                    ["dashboard"],
                  ),
                },
                {
                  path: "analytics",
                  lazy: page(
                    () => import("../features/analytics/AnalyticsPage").then((m) => m.AnalyticsPage),
                    ["analytics"],
                  ),
                },
                {
                  path: "hiring",
                  lazy: page(
                    () => import("../features/hiring/HiringPage").then((m) => m.HiringPage),
                    ["hiring", "profile"],
                  ),
                },
                {
                  path: "creators",
                  lazy: page(
                    () => import("../features/hiring/CreatorsPage").then((m) => m.CreatorsPage),
                    ["hiring", "profile"],
                  ),
                },
                ...["profile", "profile-setup"].map((path) => ({
                  path,
                  lazy: page(() => import("../features/profile/ProfilePage").then((m) => m.ProfilePage), ["profile"]),
                })),
                {
                  path: "marketing-automation",
                  lazy: page(
                    () =>
                      import("../features/marketing/MarketingAutomationPage").then((m) => m.MarketingAutomationPage),
                    ["marketing"],
                  ),
                },
                {
                  path: "automated-system-dashboard",
                  lazy: page(
                    () => import("../features/system-status/SystemStatusPage").then((m) => m.SystemStatusPage),
                    ["system-status"],
                  ),
                },
                {
                  path: "ultimate-ecosystem",
                  lazy: page(
                    () => import("../features/ecosystem/EcosystemPage").then((m) => m.EcosystemPage),
                    ["ecosystem", "system-status"],
                  ),
                },
                {
                  path: "integrations-demo",
                  lazy: page(
                    () => import("../features/integrations/IntegrationsPage").then((m) => m.IntegrationsPage),
                    ["integrations"],
                  ),
                },
                {
                  path: "quality-assurance",
                  lazy: page(
                    () => import("../features/quality/QualityAssurancePage").then((m) => m.QualityAssurancePage),
                    ["quality"],
                  ),
                },
                {
                  path: "voice-capture",
                  lazy: page(
                    () => import("../features/voice/VoiceCapturePage").then((m) => m.VoiceCapturePage),
                    ["voice"],
                  ),
                },
                {
                  path: "platform-audit",
                  lazy: page(
                    () => import("../features/platform/PlatformAuditPage").then((m) => m.PlatformAuditPage),
                    ["platform"],
                  ),
                },
                {
                  path: "admin/settings",
                  lazy: page(
                    () => import("../features/admin/AdminSettingsPage").then((m) => m.AdminSettingsPage),
                    ["admin"],
                  ),
                },
                {
                  path: "settings",
                  lazy: page(
                    () => import("../features/settings/SettingsPage").then((m) => m.SettingsPage),
                    ["settings"],
                  ),
                },
                {
                  path: "global",
                  lazy: page(
                    () => import("../features/global/GlobalStudioPage").then((m) => m.GlobalStudioPage),
                    ["global"],
                  ),
                },
                {
                  path: "global-content",
                  lazy: page(
                    () => import("../features/global/ContentFactoryPage").then((m) => m.ContentFactoryPage),
                    ["factory"],
                  ),
                },
                {
                  path: "content-pipeline",
                  lazy: page(
                    () => import("../features/global/ContentPipelinePage").then((m) => m.ContentPipelinePage),
                    ["factory"],
                  ),
                },
                {
                  path: "collaborative",
                  lazy: page(
                    () => import("../features/collaborative/CollaborativePage").then((m) => m.CollaborativePage),
                    ["collaborative"],
                  ),
                },
                {
                  path: "literary",
                  lazy: page(
                    () => import("../features/literary/LiteraryStudioPage").then((m) => m.LiteraryStudioPage),
                    ["literary"],
                  ),
                },
                {
                  path: "literary/:id",
                  lazy: page(() => import("../features/literary/WorkPage").then((m) => m.WorkPage), ["literary"]),
                },
                {
                  path: "humanizer",
                  lazy: page(
                    () => import("../features/humanizer/HumanizerPage").then((m) => m.HumanizerPage),
                    ["humanizer"],
                  ),
                },
                {
                  path: "smart-mode",
                  lazy: page(
                    () => import("../features/humanizer/ModePage").then((m) => m.SmartModePage),
                    ["humanizer"],
                  ),
                },
                {
                  path: "overkill-mode",
                  lazy: page(
                    () => import("../features/humanizer/ModePage").then((m) => m.OverkillModePage),
                    ["humanizer"],
                  ),
                },
                {
                  path: "unified-ai",
                  lazy: page(
                    () => import("../features/humanizer/UnifiedAiPage").then((m) => m.UnifiedAiPage),
                    ["humanizer"],
                  ),
                },
                {
                  path: "receipt/:purchaseId",
                  lazy: page(
                    () => import("../features/marketplace/ReceiptPage").then((m) => m.ReceiptPage),
                    ["marketplace"],
                  ),
                },
                {
                  path: "my-products",
                  lazy: page(
                    () => import("../features/marketplace/MyProductsPage").then((m) => m.MyProductsPage),
                    ["marketplace"],
                  ),
                },
                ...GUARDED_PATHS.map((path) => ({ path, lazy: comingSoon })),
              ],
            },
          ],
        },
        { path: "*", lazy: homePage },
      ],
    },
  ];
}
