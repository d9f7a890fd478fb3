import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../../worker/common/number-format";
import { formatPercent } from "../../lib/format";
import type { Analysis, Execution } from "./api/queries";

/** A model's cost in dollars, to four decimals (a call costs fractions of a cent), as the language writes money. */
export const dollars = (value: number, language: string) =>
  numberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(value);

export function AnalysisPanel({ analysis }: { analysis: Analysis }) {
  const { t, i18n } = useTranslation("orchestration");
  const rows: [string, string, string?][] = [
    [t("analysis.provider"), analysis.selectedProvider],
    [t("analysis.model"), `${analysis.modelName} (${analysis.selectedModel})`],
    [t("analysis.estimated"), dollars(analysis.estimatedCost, i18n.language)],
    [
      t("analysis.savings"),
      formatPercent(analysis.costSavings, i18n.language),
      t("analysis.savingsHow", { top: dollars(analysis.topModelCost, i18n.language) }),
    ],
    [t("analysis.confidence"), formatPercent(analysis.confidenceScore, i18n.language), t("analysis.confidenceHow")],
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
            {dollars(execution.actualCost, i18n.language)}
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
