import { CheckCircle2, Loader2, Play, Workflow } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MARKETS } from "../../../../schema/global-enums";
import { formatCents } from "../../../../worker/common/money";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { PlanRequired, usePlanIncludes } from "../../components/PlanRequired";
import { marketNamer } from "../../lib/market-names";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { type PipelineInput, useCreatePipeline, useGenerateStep, useLatestPipeline, useTemplates } from "./api/queries";

export function ContentPipelinePage() {
  const { t, i18n } = useTranslation("factory");
  const templates = useTemplates(i18n.language);
  const marketName = marketNamer(i18n.language);
  const latest = useLatestPipeline();
  const [template, setTemplate] = useState("");
  const [goal, setGoal] = useState("");
  const [targets, setTargets] = useState<NonNullable<PipelineInput["targetMarkets"]>>([]);
  const create = useCreatePipeline();
  const generate = useGenerateStep();
  const factoryIncluded = usePlanIncludes("content-factory");

  const submit = () => {
    if (!template || !goal.trim() || targets.length === 0) {
      notify.error(t("pipeline.missingTitle"), t("pipeline.missing"));
      return;
    }
    create.mutate(
      { template, goal, targetMarkets: targets, userLanguage: i18n.language },
      {
        onError: (error) => notifyFailure(t("pipeline.failedTitle"), error, t("pipeline.failed"), planLabels(t)),
      },
    );
  };

  const pipeline = latest.data?.pipeline;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section className="card space-y-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Workflow className="h-5 w-5 text-indigo-500" aria-hidden />
          {t("pipeline.heading")}
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          {templates.data?.templates.map((option) => (
            <button
              key={option.id}
              type="button"
              onClick={() => setTemplate(option.id)}
              aria-pressed={template === option.id}
              className={`rounded-xl border p-4 text-start text-sm ${template === option.id ? "border-indigo-500 bg-indigo-50" : "border-slate-200 bg-white hover:bg-slate-50"}`}
            >
              <p className="font-semibold">{option.title}</p>
              <p className="text-slate-500">{option.own ? t("pipeline.ownWork") : option.targetAudience}</p>
              <p className="mt-1 text-xs text-slate-500">
                {option.comparableSales
                  ? t("pipeline.comparable", {
                      count: option.comparableSales.sales,
                      value: formatCents(option.comparableSales.grossCents, i18n.language),
                    })
                  : t("pipeline.noComparable")}
                {option.timeToComplete && ` · ${option.timeToComplete}`}
              </p>
            </button>
          ))}
        </div>
        <div>
          <label htmlFor="pipeline-goal" className="field-label">
            {t("pipeline.goal")}
          </label>
          <input id="pipeline-goal" className="field-input" value={goal} onChange={(e) => setGoal(e.target.value)} />
        </div>
        <fieldset>
          <legend className="field-label">{t("pipeline.markets")}</legend>
          <div className="flex flex-wrap gap-2">
            {MARKETS.map((market) => (
              <label
                key={market}
                className={`cursor-pointer rounded-full border px-3 py-1 text-sm ${targets.includes(market) ? "border-indigo-500 bg-indigo-50 text-indigo-700" : "border-slate-300"}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={targets.includes(market)}
                  onChange={() =>
                    setTargets((current) =>
                      current.includes(market) ? current.filter((m) => m !== market) : [...current, market],
                    )
                  }
                />
                {marketName(market)}
              </label>
            ))}
          </div>
        </fieldset>
        {factoryIncluded ? (
          <button type="button" className="btn-primary" onClick={submit} disabled={create.isPending}>
            {create.isPending ? t("pipeline.creating") : t("pipeline.create")}
          </button>
        ) : (
          <PlanRequired feature="content-factory" />
        )}
        <p className="text-xs text-slate-500">{t("pipeline.comparableHow")}</p>
      </section>

      {pipeline && (
        <section className="card space-y-4" data-testid="pipeline">
          <div>
            <h2 className="text-lg font-semibold">{pipeline.title}</h2>
            <p className="text-sm text-slate-500">
              {pipeline.goal} · {pipeline.targetMarkets.map(marketName).join(", ")}
            </p>
          </div>
          <ol className="space-y-3">
            {pipeline.steps.map((step) => (
              <li
                key={step.id}
                className="rounded-xl border border-slate-200 p-4"
                data-testid="pipeline-step"
                data-status={step.status}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-medium">{t(`steps.${step.name}`)}</p>
                    <p className="text-xs text-slate-500">
                      {t(`status.${step.status}`)} · {step.estimatedTime}
                    </p>
                  </div>
                  {step.status === "pending" ? (
                    <button
                      type="button"
                      className="btn-secondary text-sm"
                      onClick={() =>
                        generate.mutate(step.id, {
                          onError: (error) =>
                            notifyFailure(t("pipeline.stepFailedTitle"), error, t("pipeline.failed"), planLabels(t)),
                        })
                      }
                      disabled={generate.isPending}
                    >
                      {generate.isPending && generate.variables === step.id ? (
                        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                      ) : (
                        <Play className="h-4 w-4" aria-hidden />
                      )}
                      {t("pipeline.generate")}
                    </button>
                  ) : (
                    <CheckCircle2 className="h-5 w-5 text-emerald-500" aria-hidden />
                  )}
                </div>
                <div
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
                  role="progressbar"
                  aria-valuenow={step.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t(`steps.${step.name}`)}
                >
                  <div className="h-full bg-emerald-500" style={{ width: `${step.progress}%` }} />
                </div>
                {step.output && (
                  <div className="mt-3 space-y-2">
                    {step.engine && step.model && <EngineBadge engine={step.engine} model={step.model} />}
                    <MarkdownView markdown={step.output} className="rounded-lg bg-slate-50 p-3 text-sm" />
                  </div>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
