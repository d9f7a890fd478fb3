import { LogIn, LogOut, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { useLogout } from "../../features/auth/api/use-session-mutations";
import { useCreatorSummary } from "../../lib/creator-summary";
import { useCurrentUser } from "../../lib/current-user";
import { formatNumber } from "../../lib/format";
import { displayNameOf, initialsOf } from "../../lib/initials";
import { notify } from "../../lib/notify";
import { tierLabelKey } from "../../lib/tier";
import { navLinkClass, SidebarNav } from "./SidebarNav";

function SidebarFigure({
  label,
  testId,
  tone = "",
  note,
  children,
}: {
  label: string;
  testId: string;
  tone?: string;
  /** A muted line under the figure, outside its test id so that the figure's text stays the bare value. */
  note?: string;
  children: string;
}) {
  return (
    <div className="rounded-lg bg-white/5 p-2">
      <dt className="text-[11px] uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className={`font-semibold ${tone}`} data-testid={testId}>
        {children}
      </dd>
      {note && <dd className="text-[11px] text-slate-400">{note}</dd>}
    </div>
  );
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const summary = useCreatorSummary(Boolean(user));
  const logout = useLogout();
  const testEarningsCents = summary.data?.testEarningsCents ?? 0;
  const testEarningsNote =
    testEarningsCents > 0
      ? t("sidebar.testEarnings", { amount: formatCents(testEarningsCents, i18n.language) })
      : undefined;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => notify.success(t("signOut.success")),
      onError: () => notify.error(t("signOut.failedTitle"), t("signOut.failed")),
    });

  return (
    <div className="flex h-full flex-col gap-6 bg-slate-900 px-4 py-6 text-slate-100">
      <Link to="/" className="flex items-center gap-2 px-2 text-lg font-bold" onClick={onNavigate}>
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        {t("appName")}
      </Link>

      {user ? (
        <div className="rounded-xl bg-white/5 p-4" data-testid="sidebar-user">
          <div className="flex items-center gap-3">
            {user.avatarUrl ? (
              <img
                src={user.avatarUrl}
                alt=""
                className="h-10 w-10 shrink-0 rounded-full object-cover"
                data-testid="sidebar-avatar"
              />
            ) : (
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-500 font-semibold">
                {initialsOf(displayNameOf(user))}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate text-sm font-medium" title={user.email}>
                {displayNameOf(user)}
              </p>
              <p className="text-xs text-indigo-300">{t(tierLabelKey(user.tier))}</p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
            <SidebarFigure
              label={t("sidebar.earnings")}
              testId="sidebar-earnings"
              tone="text-emerald-300"
              note={testEarningsNote}
            >
              {summary.data ? formatCents(summary.data.earningsCents, i18n.language) : "–"}
            </SidebarFigure>
            <SidebarFigure label={t("sidebar.usesToday")} testId="sidebar-uses">
              {summary.data ? formatNumber(summary.data.usesToday, i18n.language) : "–"}
            </SidebarFigure>
          </dl>
        </div>
      ) : (
        <div className="rounded-xl bg-white/5 p-4 text-sm">
          <p className="font-medium">{t("sidebar.notSignedIn")}</p>
          <p className="mt-1 text-slate-400">{t("sidebar.notSignedInHint")}</p>
        </div>
      )}

      <SidebarNav isAdmin={user?.role === "admin"} onNavigate={onNavigate} />

      <div className="flex flex-col gap-1 border-t border-white/10 pt-4">
        <NavLink to="/settings" className={navLinkClass} onClick={onNavigate}>
          <Settings className="h-4 w-4" aria-hidden />
          {t("nav.settings")}
        </NavLink>
        {user ? (
          <button
            type="button"
            className={navLinkClass({ isActive: false })}
            onClick={signOut}
            disabled={logout.isPending}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t("nav.signOut")}
          </button>
        ) : (
          <NavLink to="/login" className={navLinkClass} onClick={onNavigate}>
            <LogIn className="h-4 w-4" aria-hidden />
            {t("nav.signIn")}
          </NavLink>
        )}
      </div>
    </div>
  );
}
