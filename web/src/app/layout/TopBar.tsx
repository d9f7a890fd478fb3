import { ArrowLeft, Home, Menu, UserRound, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/current-user";
import { usePageTitle } from "../../lib/page-title";
import { i18n } from "../i18n";
import { backTarget, showsBack } from "./navigation";

// Loaded only for a signed-in member, with its words: visitors' pages carry none of it.
const MentionsBell = lazy(async () => {
  const [bell] = await Promise.all([
    import("../../features/collaborative/MentionsBell"),
    i18n.loadNamespaces("collaborative"),
  ]);
  return bell;
});

const iconButton = "rounded-lg p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900";

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = usePageTitle(pathname);
  const signedIn = Boolean(useCurrentUser().data);

  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur">
      <button
        type="button"
        className={`${iconButton} md:hidden`}
        onClick={onOpenMenu}
        aria-label={t("topBar.openMenu")}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {/* A link, not a script's button: it works in the prerendered shell before the app has loaded. */}
      {showsBack(pathname) && (
        <Link to={backTarget(pathname)} className={iconButton} aria-label={t("topBar.back")} title={t("topBar.back")}>
          <ArrowLeft className="h-5 w-5 rtl:rotate-180" aria-hidden />
        </Link>
      )}
      {/* On a phone the title may take two lines rather than lose its end; the menu holds Home and Creators there. */}
      <h1 className="line-clamp-2 min-w-0 flex-1 text-base font-semibold leading-tight text-slate-900 sm:truncate sm:text-lg">
        {title}
      </h1>
      <Link to="/" className={`${iconButton} max-sm:hidden`} aria-label={t("topBar.home")} title={t("topBar.home")}>
        <Home className="h-5 w-5" aria-hidden />
      </Link>
      <Link
        to="/creators"
        className={`${iconButton} max-sm:hidden`}
        aria-label={t("topBar.creators")}
        title={t("topBar.creators")}
      >
        <Users className="h-5 w-5" aria-hidden />
      </Link>
      {signedIn && (
        <Suspense fallback={null}>
          <MentionsBell />
        </Suspense>
      )}
      <Link to="/profile" className={iconButton} aria-label={t("topBar.profile")} title={t("topBar.profile")}>
        <UserRound className="h-5 w-5" aria-hidden />
      </Link>
    </header>
  );
}
