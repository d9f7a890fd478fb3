import { useTranslation } from "react-i18next";
import { ForbiddenNotice } from "../../components/ForbiddenNotice";
import { PageLoading } from "../../components/PageLoading";
import { ApiRequestError } from "../../lib/api-client";
import { formatPercent } from "../../lib/format";
import { notify } from "../../lib/notify";
import { useRunOnOpen } from "../../lib/use-run-on-open";
import { AuditResults, scoreTone } from "./AuditResults";
import { type Audit, useAutoFix, useRunAudit } from "./api/queries";

/** A category's badge: green when every check passes, red when one fails, else yellow. */
function badgeTone(results: Audit["auditResults"]): string {
  if (results.some((result) => result.status === "fail")) return "bg-red-100 text-red-800";
  if (results.every((result) => result.status === "pass")) return "bg-emerald-100 text-emerald-800";
  return "bg-amber-100 text-amber-800";
}

/** The platform audit: it runs on opening, scores each category, and fixes what it can by itself. */
export function PlatformAuditPage() {
  const { t, i18n } = useTranslation("platform-audit");
  const audit = useRunAudit();
  const fix = useAutoFix();

  const run = () =>
    audit.mutate(i18n.language, {
      onSuccess: ({ auditResults }) => {
        const critical = auditResults.filter((result) => result.status === "fail").length;
        const warnings = auditResults.filter((result) => result.status === "warning").length;
        const message = t("toast.complete", { critical, warnings });
        if (critical > 0) notify.error(t("toast.completeTitle"), message);
        else notify.success(t("toast.completeTitle"), message);
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError && error.status === 403))
          notify.error(t("toast.failedTitle"), t("toast.failed"));
      },
    });
  useRunOnOpen(run);

  if (audit.error instanceof ApiRequestError && audit.error.status === 403) {
    return <ForbiddenNotice title={t("forbidden.title")} text={t("forbidden.text")} />;
  }

  const data = audit.data;
  const fixable = data?.auditResults.filter((result) => result.fixable) ?? [];
  const autoFix = () => {
    if (fixable.length === 0) {
      notify.success(t("toast.noneFixableTitle"), t("toast.noneFixable"));
      return;
    }
    fix.mutate(
      fixable.map((result) => result.id),
      {
        onSuccess: ({ fixedCount }) => {
          notify.success(t("toast.fixedTitle"), t("toast.fixed", { count: fixedCount }));
          run();
        },
        onError: () => notify.error(t("toast.fixFailedTitle"), t("toast.fixFailed")),
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <section className="card flex flex-wrap items-center gap-6" aria-labelledby="audit-heading">
        <div className="min-w-0 flex-1">
          <h2 id="audit-heading" className="text-xl font-semibold">
            {t("heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
        </div>
        {data && (
          <div className="text-center">
            <p className={`text-4xl font-bold ${scoreTone(data.systemHealth.overall)}`} data-testid="overall-score">
              {formatPercent(data.systemHealth.overall, i18n.language)}
            </p>
            <p className="text-xs text-slate-500">{t("overall")}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={run} disabled={audit.isPending || fix.isPending}>
            {audit.isPending ? t("running") : t("run")}
          </button>
          {fixable.length > 0 && (
            <button
              type="button"
              className="btn-secondary"
              onClick={autoFix}
              disabled={fix.isPending || audit.isPending}
            >
              {fix.isPending ? t("fixing") : t("autoFix")}
            </button>
          )}
        </div>
      </section>

      {audit.isPending && !data ? (
        <PageLoading label={t("running")} />
      ) : !data ? (
        <p className="card text-center text-slate-600">{t("empty")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {Object.entries(data.systemHealth.categories).map(([category, health]) => {
            const results = data.auditResults.filter((result) => result.category === category);
            return (
              <section key={category} className="card" aria-labelledby={`category-${category}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <h3 id={`category-${category}`} className="font-semibold">
                    {t(`categories.${category}`)}
                  </h3>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${badgeTone(results)}`}>
                    {health.critical > 0
                      ? t("critical", { count: health.critical })
                      : t("checks", { count: health.count })}
                  </span>
                  <span className={`ms-auto text-lg font-bold ${scoreTone(health.score)}`}>
                    {formatPercent(health.score, i18n.language)}
                  </span>
                </div>
                <AuditResults results={results} />
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
