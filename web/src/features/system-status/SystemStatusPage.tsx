import { Radio, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { formatPercent } from "../../lib/format";
import { type SystemStatusAnswer, useLiveStatus } from "../../lib/live-status";
import { notify } from "../../lib/notify";

/** Healthy or active green, degraded or paused yellow, critical or error red, anything else grey. */
const TONES: Record<string, string> = {
  healthy: "bg-emerald-100 text-emerald-800",
  active: "bg-emerald-100 text-emerald-800",
  degraded: "bg-amber-100 text-amber-800",
  paused: "bg-amber-100 text-amber-800",
  critical: "bg-red-100 text-red-800",
  error: "bg-red-100 text-red-800",
};

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation("system-status");
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[state] ?? "bg-slate-100 text-slate-700"}`}>
      {t(`states.${state}`, { defaultValue: state })}
    </span>
  );
}

/** One row of the health list: what it is, and its state or figure. */
function HealthRow({ label, children, id }: { label: string; children: React.ReactNode; id: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2" data-testid={`health-${id}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-end text-sm font-medium">{children}</dd>
    </div>
  );
}

function Health({ status }: { status: SystemStatusAnswer }) {
  const { t, i18n } = useTranslation("system-status");
  const health = status.systemHealth;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="card" aria-labelledby="system-health">
      <h2 id="system-health" className="font-semibold">
        {t("health.heading")}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <HealthRow id="api" label={t("health.api")}>
          <StateBadge state={health.apiStatus} />
        </HealthRow>
        <HealthRow id="database" label={t("health.database")}>
          <StateBadge state={health.databaseStatus} />
        </HealthRow>
        <HealthRow id="storage" label={t("health.storage")}>
          <StateBadge state={health.storageStatus} />
        </HealthRow>
        <HealthRow id="content" label={t("health.contentGeneration")}>
          <span className="me-2 text-xs font-normal text-slate-500">
            {t("health.generated24h", { count: health.contentGenerated24h })}
          </span>
          <StateBadge state={health.contentGeneration} />
        </HealthRow>
        <HealthRow id="sales" label={t("health.salesPipeline")}>
          <StateBadge state={health.salesPipeline} />
        </HealthRow>
        <HealthRow id="uptime" label={t("health.uptime")}>
          {health.uptime24h === null ? (
            <span className="font-normal text-slate-500">{t("health.noChecks")}</span>
          ) : (
            <>
              {formatPercent(health.uptime24h, i18n.language)}{" "}
              <span className="text-xs font-normal text-slate-500">
                ({t("health.uptimeChecks", { count: health.healthChecks24h })})
              </span>
            </>
          )}
        </HealthRow>
        <HealthRow id="errors" label={t("health.errors")}>
          {health.errorCount}
        </HealthRow>
        <HealthRow id="healing" label={t("health.lastHealing")}>
          {health.lastHealing ? when.format(new Date(health.lastHealing)) : t("health.never")}
        </HealthRow>
      </dl>
    </section>
  );
}

function Pipeline({ items }: { items: NonNullable<SystemStatusAnswer["contentPipeline"]> }) {
  const { t, i18n } = useTranslation("system-status");
  const region = new Intl.DisplayNames([i18n.language], { type: "region" });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <section className="card" aria-labelledby="content-pipeline">
      <h2 id="content-pipeline" className="font-semibold">
        {t("pipeline.heading")}
      </h2>
      <p className="text-sm text-slate-500">{t("pipeline.intro")}</p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("pipeline.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item) => {
            const label = item.sold ? "sold" : item.generated ? "ready" : "generating";
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid="pipeline-item">
                <span
                  className={`w-24 rounded px-2 py-0.5 text-center text-xs font-bold ${label === "sold" ? "bg-emerald-100 text-emerald-800" : label === "ready" ? "bg-indigo-100 text-indigo-800" : "bg-amber-100 text-amber-800"}`}
                >
                  {t(`pipeline.${label}`)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{item.industry}</span> · {item.contentType} ·{" "}
                  {item.targetMarket === "global"
                    ? t("pipeline.worldwide")
                    : (region.of(item.targetMarket) ?? item.targetMarket)}
                </span>
                <span className="text-slate-500">{date.format(new Date(item.createdAt))}</span>
                <span className="w-20 text-end font-medium">{formatCents(item.pricing, i18n.language)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The automated system status: pushed live by the status hub, polled every 30 s when the feed is down. */
export function SystemStatusPage() {
  const { t, i18n } = useTranslation("system-status");
  const { status, live } = useLiveStatus();
  const failed = status.isError;
  useEffect(() => {
    if (failed) notify.error(t("unavailableTitle"), t("unavailable"));
  }, [failed, t]);

  if (status.isPending) return <PageLoading />;
  if (!status.data)
    return (
      <p className="card mx-auto max-w-lg text-center text-red-700" role="alert">
        {t("unavailable")}
      </p>
    );
  const data = status.data;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "medium" }).format(new Date(data.checkedAt));
  const count = new Intl.NumberFormat(i18n.language);
  // Business figures come to admins only; a member's answer has none of them.
  const figures = [
    { id: "totalRevenue", value: data.totalRevenue === null ? null : formatCents(data.totalRevenue, i18n.language) },
    {
      id: "revenue24h",
      value: data.systemHealth.revenue24h === null ? null : formatCents(data.systemHealth.revenue24h, i18n.language),
    },
    { id: "generatedToday", value: count.format(data.generatedToday) },
    { id: "soldToday", value: data.soldToday === null ? null : count.format(data.soldToday) },
  ].filter((figure): figure is { id: string; value: string } => figure.value !== null);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="card flex flex-wrap items-center gap-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold">{t("heading")}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("method")}
            {data.totalRevenue !== null && <span className="ms-1">{t("methodRevenue")}</span>}
          </p>
        </div>
        <div className="text-end text-sm">
          <p
            className={`inline-flex items-center gap-1.5 font-medium ${live ? "text-emerald-700" : "text-slate-600"}`}
            data-testid="feed-state"
          >
            {live ? <Radio className="h-4 w-4" aria-hidden /> : <RefreshCw className="h-4 w-4" aria-hidden />}
            {live ? t("live") : t("polling")}
          </p>
          <p className="text-xs text-slate-500" data-testid="checked-at">
            {t("checkedAt", { time })}
          </p>
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.id} className="card text-center">
            <dt className="text-xs text-slate-500">{t(`figures.${figure.id}`)}</dt>
            <dd className="mt-1 text-2xl font-bold" data-testid={`figure-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={`grid gap-6 ${data.contentPipeline ? "lg:grid-cols-2" : ""}`}>
        <Health status={data} />
        {data.contentPipeline && <Pipeline items={data.contentPipeline} />}
      </div>
    </div>
  );
}
