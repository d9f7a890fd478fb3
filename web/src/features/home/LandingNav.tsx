import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageHref } from "../../lib/page-href";

const LINKS = [
  { to: "/literary", key: "literary" },
  { to: "/marketplace", key: "marketplace" },
  { to: "/humanizer", key: "humanizer" },
  { to: "/pricing", key: "pricing" },
] as const;

/** The landing page's header; `signedIn` is null until the session check answers (the visitor links show). */
export function LandingNav({ signedIn }: { signedIn: boolean | null }) {
  const { t } = useTranslation("home");
  const href = usePageHref();
  const [open, setOpen] = useState(false);

  const accountLinks = signedIn ? (
    <a href={href("/dashboard")} className="btn-primary">
      {t("nav.dashboard")}
    </a>
  ) : (
    <>
      <a href={href("/login")} className="font-medium text-slate-700 hover:text-indigo-600">
        {t("nav.signIn")}
      </a>
      <a href={href("/register")} className="btn-primary">
        {t("nav.joinFree")}
      </a>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur">
      <nav className="mx-auto flex max-w-6xl items-center gap-6 px-6 py-4" aria-label={t("nav.label")}>
        <a href={href("/")} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          {t("common:appName")}
        </a>
        <div className="hidden flex-1 items-center gap-6 md:flex">
          {LINKS.map(({ to, key }) => (
            <a key={to} href={href(to)} className="font-medium text-slate-600 hover:text-indigo-600">
              {t(`nav.${key}`)}
            </a>
          ))}
        </div>
        <div className="hidden items-center gap-4 md:flex">{accountLinks}</div>
        <button
          type="button"
          className="ms-auto rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="landing-mobile-menu"
          aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        >
          {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </button>
      </nav>
      {open && (
        <div
          id="landing-mobile-menu"
          className="flex flex-col gap-4 border-t border-slate-200 bg-white px-6 py-4 md:hidden"
        >
          {LINKS.map(({ to, key }) => (
            <a key={to} href={href(to)} className="font-medium text-slate-700">
              {t(`nav.${key}`)}
            </a>
          ))}
          <div className="flex items-center gap-4">{accountLinks}</div>
        </div>
      )}
    </header>
  );
}
