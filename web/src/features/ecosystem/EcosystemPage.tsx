import { Globe2, Rocket, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import { ForbiddenNotice } from "../../components/ForbiddenNotice";
import { PageLoading } from "../../components/PageLoading";
import { ApiRequestError } from "../../lib/api-client";
import { formatPercent } from "../../lib/format";
import { useLiveStatus } from "../../lib/live-status";
import { notify } from "../../lib/notify";
import { useRunOnOpen } from "../../lib/use-run-on-open";
import { type Ecosystem, useInitialize, useLaunchExpansion, useOptimize } from "./api/queries";
import { PerformanceGauges } from "./PerformanceGauges";

function Progress({ label, current, target }: { label: string; current: number; target: number }) {
  const share = Math.min(100, Math.round((current / target) * 100));
  return (
    <div>
      <p className="text-sm text-slate-600">{label}</p>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <div className="h-full bg-indigo-500" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function Metrics({ data }: { data: Ecosystem }) {
  const { t, i18n } = useTranslation("ecosystem");
  const number = new Intl.NumberFormat(i18n.language);
  const { metrics } = data;
  const rows: [string, string][] = [
    ["totalUsers", number.format(metrics.totalUsers)],
    ["activeCreators", number.format(metrics.activeCreators)],
    ["globalRevenue", formatCents(metrics.globalRevenue, i18n.language)],
    ["languagesInUse", number.format(metrics.languagesInUse)],
    ["activeMarkets", number.format(metrics.activeMarkets)],
    ["marketsWithSales", number.format(metrics.marketsWithSales)],
    ["contentPieces", number.format(metrics.contentPieces)],
    ["marketingCampaigns", number.format(metrics.marketingCampaigns)],
  ];
  return (
    <section className="card" aria-labelledby="global-metrics">
      <h2 id="global-metrics" className="font-semibold">
        {t("metrics.heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        {rows.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{t(`metrics.${key}`)}</dt>
            <dd className="text-lg font-semibold" data-testid={`metric-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold">{t("targets.heading")}</h3>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <Progress
          label={t("targets.languages", { current: metrics.supportedLanguages, target: data.targets.languages })}
          current={metrics.supportedLanguages}
          target={data.targets.languages}
        />
        <Progress
          label={t("targets.markets", { current: metrics.activeMarkets, target: data.targets.markets })}
          current={metrics.activeMarkets}
          target={data.targets.markets}
        />
      </div>
    </section>
  );
}

function RealTimeStatus() {
  const { t, i18n } = useTranslation("ecosystem");
  const { status } = useLiveStatus("ecosystem");
  const health = status.data?.systemHealth;
  if (!health || !status.data) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "medium" }).format(new Date(status.data.checkedAt));
  const items = [
    ["api", health.apiStatus],
    ["database", health.databaseStatus],
    ["storage", health.storageStatus],
  ] as const;
  return (
    <section className="card" aria-labelledby="real-time">
      <h2 id="real-time" className="font-semibold">
        {t("live.heading")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-3 text-sm">
        {items.map(([key, state]) => (
          <li key={key} className="flex items-center gap-2" data-testid={`live-${key}`}>
            <span
              className={`h-2.5 w-2.5 rounded-full ${state === "healthy" ? "bg-emerald-500" : state === "degraded" ? "bg-amber-500" : "bg-red-500"}`}
              aria-hidden
            />
            {t(`live.${key}`)}: {t(`system-status:states.${state}`)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500">{t("live.checkedAt", { time })}</p>
    </section>
  );
}

/** The ultimate ecosystem, for admins: measured figures and gauges, Optimize and Launch New Markets. */
export function EcosystemPage() {
  const { t, i18n } = useTranslation("ecosystem");
  const initialize = useInitialize();
  const optimize = useOptimize();
  const launch = useLaunchExpansion();
  const load = () =>
    initialize.mutate(i18n.language, {
      onError: (error) => {
        if (!(error instanceof ApiRequestError && error.status === 403)) notify.error(t("failedTitle"), t("failed"));
      },
    });
  useRunOnOpen(load);

  if (initialize.error instanceof ApiRequestError && initialize.error.status === 403) {
    return <ForbiddenNotice title={t("forbidden.title")} text={t("forbidden.text")} />;
  }
  const data = initialize.data;
  if (!data) return initialize.isError ? null : <PageLoading />;

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const health = data.metrics.systemHealth;
  const badges = [
    t("badges.languages", { count: data.metrics.supportedLanguages }),
    t("badges.markets", { count: data.metrics.activeMarkets }),
    t("badges.revenue", { amount: formatCents(data.metrics.globalRevenue, i18n.language) }),
    t("badges.creators", { count: data.metrics.activeCreators }),
    health === null ? t("badges.healthUnknown") : t("badges.health", { value: formatPercent(health, i18n.language) }),
  ];

  const runOptimize = () =>
    optimize.mutate(undefined, {
      onSuccess: (result) => {
        const change = formatPercent(result.improvementPercentage, i18n.language, true);
        notify.success(
          t("actions.optimizedTitle"),
          t("actions.optimized", {
            before: number.format(result.latencyBeforeMs),
            after: number.format(result.latencyAfterMs),
            change,
            fixed: result.fixed.length + (result.statisticsUpdated ? 1 : 0),
          }),
        );
        load();
      },
      onError: () => notify.error(t("actions.optimize"), t("actions.optimizeFailed")),
    });
  const runLaunch = () =>
    launch.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(
          t("actions.launchedTitle"),
          t("actions.launched", { count: result.added.length, total: result.totalMarkets }),
        );
        load();
      },
      onError: () => notify.error(t("actions.launch"), t("actions.launchFailed")),
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="card space-y-4">
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-0 flex-1">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Globe2 className="h-5 w-5 text-indigo-500" aria-hidden />
              {t("heading")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={runOptimize} disabled={optimize.isPending}>
              <Wrench className="h-4 w-4" aria-hidden />
              {optimize.isPending ? t("actions.optimizing") : t("actions.optimize")}
            </button>
            <button type="button" className="btn-primary" onClick={runLaunch} disabled={launch.isPending}>
              <Rocket className="h-4 w-4" aria-hidden />
              {launch.isPending ? t("actions.launching") : t("actions.launch")}
            </button>
          </div>
        </div>
        <ul className="flex flex-wrap gap-2" data-testid="ecosystem-badges">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700">
              {badge}
            </li>
          ))}
        </ul>
      </section>
      <PerformanceGauges performance={data.performance} />
      <Metrics data={data} />
      <RealTimeStatus />
    </div>
  );
}
