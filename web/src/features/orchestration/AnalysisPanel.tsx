import { useTranslation } from "react-i18next";
import type { Analysis, Execution } from "./api/queries";

/** Spec 002 §9: costs are shown to 4 decimals. */
export const dollars = (value: number) => `$${value.toFixed(4)}`;

export function AnalysisPanel({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation("orchestration");
  const rows: [string, string, string?][] = [
    [t("analysis.provider"), analysis.selectedProvider],
    [t("analysis.model"), `${analysis.modelName} (${analysis.selectedModel})`],
    [t("analysis.estimated"), dollars(analysis.estimatedCost)],
    [
      t("analysis.savings"),
      `${analysis.costSavings}%`,
      t("analysis.savingsHow", { top: analysis.topModelCost.toFixed(4) }),
    ],
    [t("analysis.confidence"), `${analysis.confidenceScore}%`, t("analysis.confidenceHow")],
  ];
  return (
    <section className="card space-y-3" aria-labelledby="analysis-heading" data-testid="analysis">
      <h2 id="analysis-heading" className="font-semibold">
        {t("analysis.heading")}
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value, how]) => (
          <div key={label}>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-end font-medium">{value}</dd>
            </div>
            {how && <p className="text-xs text-slate-500">{how}</p>}
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">{t("analysis.reasoning")}</h3>
        <p className="text-sm text-slate-700" data-testid="reasoning">
          {analysis.reasoning}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t("analysis.backups")}</h3>
        {analysis.fallbackOptions.length === 0 ? (
          <p className="text-sm text-slate-500">{t("analysis.noBackups")}</p>
        ) : (
          <ol className="list-decimal space-y-1 ps-5 text-sm">
            {analysis.fallbackOptions.map((option) => (
              <li key={option.model}>
                <span className="font-medium">{option.provider}</span> · {option.reasoning}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

export function ExecutionPanel({ execution }: { execution: Execution }) {
  const { t, i18n } = useTranslation("orchestration");
  return (
    <section className="card space-y-3" aria-labelledby="execution-heading" data-testid="execution">
      <h2 id="execution-heading" className="font-semibold">
        {t("execution.heading")}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">{t("execution.actualCost")}</dt>
          <dd className="font-semibold" data-testid="actual-cost">
            {dollars(execution.actualCost)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">{t("execution.time")}</dt>
          <dd className="font-semibold">
            {t("execution.ms", { value: new Intl.NumberFormat(i18n.language).format(execution.executionTime) })}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">{t("execution.provider")}</dt>
          <dd className="font-semibold" data-testid="execution-provider">
            {execution.provider}
          </dd>
        </div>
      </dl>
      {execution.failures.length > 0 && (
        <p className="text-xs text-amber-700">{t("execution.fellBack", { models: execution.failures.join(", ") })}</p>
      )}
      <h3 className="text-sm font-semibold">{t("execution.response")}</h3>
      <pre className="max-h-80 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-sm">
        {execution.result}
      </pre>
    </section>
  );
}
