import { Activity, ArrowRight, BookOpen, Bot, Globe, type LucideIcon, ShoppingBag, Sparkles } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { useCreatorSummary } from "../../lib/creator-summary";
import { useCurrentUser } from "../../lib/current-user";
import { formatNumber } from "../../lib/format";
import { displayNameOf } from "../../lib/initials";
import { tierLabelKey } from "../../lib/tier";
import { useOverview } from "./api/dashboard-queries";
import { usePlatformHealth } from "./api/use-platform-health";
import { HelpCard } from "./HelpCard";
import { PlatformFeatures } from "./PlatformFeatures";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { useFirstVisit } from "./use-first-visit";

const AssistantPanel = lazy(() => import("./AssistantPanel"));

const TOOLS: { key: string; to: string; icon: LucideIcon; tint: string }[] = [
  { key: "literary", to: "/literary", icon: BookOpen, tint: "from-indigo-500 to-blue-500" },
  { key: "humanizer", to: "/humanizer", icon: Sparkles, tint: "from-purple-500 to-fuchsia-500" },
  { key: "marketplace", to: "/marketplace", icon: ShoppingBag, tint: "from-emerald-500 to-teal-500" },
  { key: "global", to: "/global", icon: Globe, tint: "from-amber-500 to-orange-500" },
];

function Badge({ children, tone }: { children: string; tone: "green" | "indigo" | "amber" | "red" }) {
  const tones = {
    green: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
    indigo: "bg-indigo-50 text-indigo-700 ring-indigo-600/20",
    amber: "bg-amber-50 text-amber-700 ring-amber-600/20",
    red: "bg-red-50 text-red-700 ring-red-600/20",
  };
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>
  );
}

function Stat({
  label,
  value,
  note,
  hint,
  testId,
}: {
  label: string;
  value: string;
  /** A muted line under the value, such as test-mode earnings. */
  note?: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className="card">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
      {note && (
        <p className="text-sm text-slate-500" data-testid={`${testId}-test`}>
          {note}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation("dashboard");
  const { data: user, isPending } = useCurrentUser();
  const summary = useCreatorSummary(Boolean(user));
  const overview = useOverview(Boolean(user));
  const health = usePlatformHealth();
  const firstVisit = useFirstVisit(user?.id);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const detection = overview.data?.detection ?? null;
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });

  if (isPending) return <PageLoading label={t("loading")} />;

  const testEarningsCents = summary.data?.testEarningsCents ?? 0;

  const healthBadge = health.data ? (
    <Badge tone={health.data.ok ? "green" : "red"}>
      {health.data.ok ? t("badges.operational") : t("badges.degraded")}
    </Badge>
  ) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section className="rounded-3xl bg-gradient-to-br from-indigo-600 via-purple-600 to-fuchsia-600 p-8 text-white shadow-lg">
        <p className="text-sm font-medium uppercase tracking-wider text-white/70">{t("eyebrow")}</p>
        <h2 className="mt-2 text-3xl font-bold [overflow-wrap:anywhere]">
          {t(firstVisit ? "greetingFirst" : "greeting", { name: user ? displayNameOf(user) : t("creatorFallback") })}
        </h2>
        <p className="mt-2 max-w-2xl text-white/80">{t("intro")}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          {healthBadge}
          <Badge tone="indigo">{t(`common:${tierLabelKey(user?.tier)}`)}</Badge>
          <Badge tone="amber">{t("badges.community")}</Badge>
        </div>
      </section>

      <section aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="mb-4 text-lg font-semibold">
          {t("tools.heading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map(({ key, to, icon: Icon, tint }) => (
            <Link key={key} to={to} className="card group transition hover:-translate-y-0.5 hover:shadow-md">
              <span
                className={`inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br ${tint} text-white`}
              >
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`tools.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`tools.${key}.description`)}</p>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-600">
                {t("tools.open")}
                <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5 rtl:rotate-180" aria-hidden />
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <Activity className="h-5 w-5 text-indigo-500" aria-hidden />
          {t("stats.heading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label={t("stats.content")}
            value={overview.data ? formatNumber(overview.data.content.total, i18n.language) : "–"}
            note={overview.data ? t("stats.contentThisWeek", { count: overview.data.content.thisWeek }) : undefined}
            hint={t("stats.contentHint")}
            testId="stat-content"
          />
          <Stat
            label={t("stats.detection")}
            value={detection ? t("stats.detectionValue", { after: detection.meanAfter }) : "–"}
            note={detection ? t("stats.detectionNote", { before: detection.meanBefore }) : undefined}
            hint={detection ? t("stats.detectionHint", { count: detection.runs }) : t("stats.detectionNone")}
            testId="stat-detection"
          />
          <Stat
            label={t("stats.earnings")}
            value={summary.data ? formatCents(summary.data.earningsCents, i18n.language) : "–"}
            note={
              testEarningsCents > 0
                ? t("stats.testEarnings", { amount: formatCents(testEarningsCents, i18n.language) })
                : undefined
            }
            hint={t("stats.earningsHint")}
            testId="stat-earnings"
          />
          <Stat
            label={t("stats.languages")}
            value={overview.data ? t("stats.languagesValue", { count: overview.data.languages.length }) : "–"}
            note={overview.data?.languages.map((code) => languageName.of(code) ?? code).join(", ") || undefined}
            hint={overview.data?.languages.length ? t("stats.languagesHint") : t("stats.languagesNone")}
            testId="stat-languages"
          />
        </div>
      </section>

      <QuickActions />

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity activity={overview.data?.activity ?? []} />
        <div className="space-y-6">
          <PlatformFeatures />
          <section className="card" aria-labelledby="assistant-heading">
            <h2 id="assistant-heading" className="flex items-center gap-2 font-semibold">
              <Bot className="h-5 w-5 text-indigo-500" aria-hidden />
              {t("assistant.heading")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("assistant.intro")}</p>
            <div className="mt-3">
              {assistantOpen ? (
                <Suspense fallback={<PageLoading label={t("assistant.loading")} />}>
                  <AssistantPanel />
                </Suspense>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => setAssistantOpen(true)}>
                  {t("assistant.load")}
                </button>
              )}
            </div>
          </section>
        </div>
      </div>

      <HelpCard />

      <section className="card flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-lg font-semibold">{t("cta.title")}</h2>
          <p className="text-slate-600">{t("cta.text")}</p>
        </div>
        <div className="flex gap-3">
          <Link to="/literary" className="btn-primary">
            {t("cta.create")}
          </Link>
          <Link to="/marketplace" className="btn-secondary">
            {t("cta.marketplace")}
          </Link>
        </div>
      </section>
    </div>
  );
}
