/**
 * Every page the web app serves, as its router names it (":id" stands for one path segment). The worker answers any
 * other path with the home page, a "page not found" notice, HTTP 404 and noindex; web/src/app/app-paths.test.ts
 * keeps this list equal to the router's.
 */
export const APP_PATHS = [
  "/",
  ...["/login", "/register", "/verify-email", "/confirm-email", "/undo-email-change", "/forgot-password"],
  ...["/reset-password", "/dev/outbox", "/marketplace", "/product/:id", "/marketplace/product/:slug"],
  ...["/marketplace-ai", "/kdp-packages", "/kdp-test", "/chrome-kdp", "/pricing", "/orchestration"],
  ...["/orchestration-demo", "/dashboard", "/profile", "/profile-setup", "/settings", "/automated-system-dashboard"],
  ...["/ultimate-ecosystem", "/platform-audit", "/admin/settings", "/literary", "/literary/:id"],
  ...["/quality-assurance", "/voice-capture", "/humanizer", "/smart-mode", "/overkill-mode", "/unified-ai"],
  ...[
    "/global",
    "/global-content",
    "/content-pipeline",
    "/my-products",
    "/purchases",
    "/receipt/:purchaseId",
    "/analytics",
  ],
  ...["/marketing-automation", "/integrations-demo", "/hiring", "/creators", "/collaborative", "/updates/stop/:token"],
  "/mentions/stop/:token",
] as const;

const PATTERNS = APP_PATHS.map((path) => path.split("/").slice(1));

/** Whether the app has a page at `pathname` (without a language prefix); a trailing slash is ignored. */
export function isAppPath(pathname: string): boolean {
  const segments = (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname).split("/").slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
}
