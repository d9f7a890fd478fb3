import { X } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { VerifyEmailBanner } from "../../features/auth/VerifyEmailBanner";
import { ErrorBoundary } from "../ErrorFallback";
import { Breadcrumbs } from "./Breadcrumbs";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

/**
 * The signed-in shell: sidebar, top bar, the unconfirmed-address reminder, breadcrumbs, and the page with its own
 * error boundary.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-64 shrink-0 bg-slate-900 md:block">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
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
