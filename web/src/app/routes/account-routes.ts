import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** The member's own place (dashboard, profile, settings) and the platform's administration, behind the login guard. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  {
    path: "dashboard",
    lazy: lazyPage(
      () => import("../../features/dashboard/DashboardPage").then((m) => m.DashboardPage),
      ["dashboard", "auth"],
    ),
  },
  ...["profile", "profile-setup"].map((path) => ({
    path,
    lazy: lazyPage(() => import("../../features/profile/ProfilePage").then((m) => m.ProfilePage), ["profile"]),
  })),
  {
    path: "settings",
    lazy: lazyPage(() => import("../../features/settings/SettingsPage").then((m) => m.SettingsPage), ["settings"]),
  },
  {
    path: "automated-system-dashboard",
    lazy: lazyPage(
      () => import("../../features/system-status/SystemStatusPage").then((m) => m.SystemStatusPage),
      ["system-status"],
    ),
  },
  {
    path: "ultimate-ecosystem",
    lazy: lazyPage(
      () => import("../../features/ecosystem/EcosystemPage").then((m) => m.EcosystemPage),
      ["ecosystem", "system-status"],
    ),
  },
  {
    path: "platform-audit",
    lazy: lazyPage(
      () => import("../../features/platform-audit/PlatformAuditPage").then((m) => m.PlatformAuditPage),
      ["platform-audit"],
    ),
  },
  {
    path: "admin/settings",
    lazy: lazyPage(() => import("../../features/admin/AdminSettingsPage").then((m) => m.AdminSettingsPage), ["admin"]),
  },
];
