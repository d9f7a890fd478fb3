import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The two-column frame of the sign-in and sign-up pages. */
export function AuthShell({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  aside: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <div className="hidden flex-col justify-between bg-gradient-to-br from-indigo-600 via-purple-600 to-fuchsia-600 p-10 text-white md:flex">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold">
          <img src="/favicon.svg" alt="" className="h-9 w-9 rounded-lg ring-2 ring-white/40" />
          {t("appName")}
        </Link>
        {aside}
        <p className="text-sm text-white/70">{t("tagline")}</p>
      </div>
      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-md">
          <Link to="/" className="mb-8 flex items-center gap-2 text-lg font-bold text-slate-900 md:hidden">
            <img src="/favicon.svg" alt="" className="h-8 w-8" />
            {t("appName")}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
