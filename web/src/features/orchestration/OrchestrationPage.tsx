import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TASK_MIXES, type TaskMix } from "../../../../schema/orchestration-enums";
import { formatCents } from "../../../../worker/common/money";
import { PLAN_PRICES } from "../../../../worker/common/plans";
import { SelectField } from "../../components/SelectField";
import { formatPercent } from "../../lib/format";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { useCostCalculator } from "./api/queries";

const HOW = ["0", "1", "2", "3"];
const WHY = ["0", "1", "2"];

/**
 * The AI orchestration page: the pitch, how routing works, and a savings calculator computed by the router.
 * Prerendered, the calculator is disabled: what a visitor typed before the app took the page over would be lost.
 */
export function OrchestrationPage({ prerendered = false }: { prerendered?: boolean }) {
  const { t, i18n } = useTranslation("orchestration");
  const [spend, setSpend] = useState("");
  const [mix, setMix] = useState<TaskMix>("mixed");
  const calculator = useCostCalculator();
  const money = (dollars: number) => formatCents(Math.round(dollars * 100), i18n.language);

  const calculate = () => {
    const amount = Number(spend);
    if (!spend.trim() || !Number.isFinite(amount) || amount <= 0) {
      notify.error(t("page.invalidTitle"), t("page.invalid"));
      return;
    }
    calculator.mutate(
      { monthlyAISpend: amount, taskTypes: mix },
      { onError: (error) => notifyFailure(t("page.failedTitle"), error, t("page.failed"), planLabels(t)) },
    );
  };
  const result = calculator.data;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section className="card space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600">{t("page.eyebrow")}</p>
        <h2 className="text-2xl font-bold">{t("page.title")}</h2>
        <p className="text-slate-700">{t("page.lead")}</p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="card" aria-labelledby="problem">
          <h2 id="problem" className="font-semibold">
            {t("page.problemTitle")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("page.problem")}</p>
        </section>
        <section className="card" aria-labelledby="how">
          <h2 id="how" className="font-semibold">
            {t("page.howTitle")}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
            {HOW.map((step) => (
              <li key={step}>{t(`page.how.${step}`)}</li>
            ))}
          </ol>
        </section>
      </div>
      <section className="card space-y-4" aria-labelledby="calculator">
        <h2 id="calculator" className="font-semibold">
          {t("page.calculatorTitle")}
        </h2>
        <fieldset className="flex min-w-0 flex-wrap items-end gap-3" disabled={prerendered}>
          <div className="min-w-48 flex-1">
            <label htmlFor="monthly-spend" className="field-label">
              {t("page.spend")}
            </label>
            <input
              id="monthly-spend"
              className="field-input"
              inputMode="decimal"
              value={spend}
              onChange={(e) => setSpend(e.target.value)}
            />
          </div>
          <SelectField
            id="task-mix"
            label={t("page.mix")}
            value={mix}
            options={TASK_MIXES}
            onChange={setMix}
            optionLabel={(option) => t(`page.mixes.${option}`)}
          />
          <button type="button" className="btn-primary" onClick={calculate} disabled={calculator.isPending}>
            {calculator.isPending ? t("page.calculating") : t("page.calculate")}
          </button>
        </fieldset>
        {result && (
          <dl className="grid grid-cols-2 gap-3 text-center md:grid-cols-4" data-testid="savings">
            {[
              ["monthly", money(result.monthlySavings)],
              ["annual", money(result.annualSavings)],
              ["reduction", formatPercent(result.optimizationPercentage, i18n.language)],
              ["roi", formatPercent(result.roi, i18n.language)],
            ].map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">{t(`page.${key}`)}</dt>
                <dd className="text-lg font-semibold" data-testid={`savings-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-xs text-slate-500">
          {t("page.calculatorHow", { fee: money(PLAN_PRICES.enterprise.monthly) })}
        </p>
      </section>
      <section className="card" aria-labelledby="why">
        <h2 id="why" className="font-semibold">
          {t("page.whyTitle")}
        </h2>
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          {WHY.map((reason) => (
            <li key={reason} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
              {t(`page.why.${reason}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="card flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-semibold">{t("page.ctaTitle")}</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/orchestration-demo" className="btn-primary">
            {t("page.scheduleDemo")}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <Link to="/register" className="btn-secondary">
            {t("page.contact")}
          </Link>
        </div>
      </section>
    </div>
  );
}
