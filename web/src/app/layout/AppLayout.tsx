import { X } from "lucide-react";
import { Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { VerifyEmailBanner } from "../../features/auth/VerifyEmailBanner";
import { ErrorBoundary } from "../ErrorFallback";
import { Breadcrumbs } from "./Breadcrumbs";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

const WIDE = "(min-width: 768px)"; // Tailwind's md, where the sidebar shows

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => true, // prerendered: the shell carries the sidebar, and CSS hides it on a phone
  );
}

/**
 * The signed-in shell: sidebar, top bar, the unconfirmed-address reminder, breadcrumbs, and the page with its own
 * error boundary.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useWideScreen();

  return (
    <div className="flex min-h-screen">
      {/* On a phone the sidebar opens from the menu; it is not built where it would not show. */}
      {wide && (
        <aside className="hidden w-64 shrink-0 bg-slate-900 md:block">
          <div className="sticky top-0 h-screen">
            <Sidebar />
          </div>
        </aside>
      )}
      {menuOpen && (
        <div className="fixed inset-0 z-40 md:hidden" role="dialog" aria-modal="true">
          <button
            type="button"
            className="absolute inset-0 bg-black/40"
            onClick={() => setMenuOpen(false)}
            aria-label={t("topBar.closeMenu")}
          />
          <aside className="relative h-full w-72">
            <button
              type="button"
              className="absolute end-3 top-3 z-10 rounded p-1 text-slate-300 hover:text-white"
              onClick={() => setMenuOpen(false)}
              aria-label={t("topBar.closeMenu")}
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
            <Sidebar onNavigate={() => setMenuOpen(false)} />
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <VerifyEmailBanner />
        <Breadcrumbs />
        <main className="flex-1 px-4 py-6 md:px-8">
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
