import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BUDGET_PRIORITIES,
  type BudgetPriority,
  TASK_COMPLEXITIES,
  TASK_CONTENT_TYPES,
  type TaskComplexity,
  type TaskContentType,
} from "../../../../schema/orchestration-enums";
import { SelectField } from "../../components/SelectField";
import { useCurrentUser } from "../../lib/current-user";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { AnalysisPanel, dollars, ExecutionPanel } from "./AnalysisPanel";
import { type Requirements, useAnalyzeTask, useExecuteTask, useSendOutreach } from "./api/queries";
import { OutreachCard, OutreachResults } from "./OutreachCard";

/**
 * The demo's fixed requirements. No quality threshold: each task needs what its complexity needs (a fixed 75 sent
 * every preset to the largest model, at 0% savings, which is not what the demo is for).
 */
const FIXED = { urgency: "medium", maxCostPerTask: 1 } as const;

/** The five quick demos, each prefilling the form. */
const PRESETS: { id: string; complexity: TaskComplexity; contentType: TaskContentType; budget: BudgetPriority }[] = [
  { id: "technical", complexity: "complex", contentType: "technical", budget: "cost-optimized" },
  { id: "marketing", complexity: "medium", contentType: "creative", budget: "balanced" },
  { id: "data", complexity: "medium", contentType: "analytical", budget: "cost-optimized" },
  { id: "faq", complexity: "simple", contentType: "conversational", budget: "cost-optimized" },
  { id: "research", complexity: "complex", contentType: "research", budget: "performance-first" },
];

/** The orchestration demo: analyze a task, see where it goes and why, then run it there. */
export function OrchestrationDemoPage() {
  const { t, i18n } = useTranslation("orchestration");
  const [prompt, setPrompt] = useState("");
  const [complexity, setComplexity] = useState<TaskComplexity>("medium");
  const [contentType, setContentType] = useState<TaskContentType>("conversational");
  const [budget, setBudget] = useState<BudgetPriority>("balanced");
  const analyze = useAnalyzeTask();
  const execute = useExecuteTask();
  const outreach = useSendOutreach();
  const isAdmin = useCurrentUser().data?.role === "admin";
  const requirements: Requirements = { complexity, contentType, budget, ...FIXED };

  const runAnalysis = () => {
    if (!prompt.trim()) {
      notify.error(t("demo.inputRequiredTitle"), t("demo.inputRequired"));
      return;
    }
    // A new analysis clears the previous analysis and the execution results.
    analyze.reset();
    execute.reset();
    analyze.mutate(
      { prompt, requirements },
      {
        onSuccess: (analysis) =>
          notify.success(
            t("demo.analysisDoneTitle"),
            t("demo.analysisDone", { model: analysis.modelName, savings: analysis.costSavings }),
          ),
        onError: (error) => notifyFailure(t("demo.analysisFailedTitle"), error, t("demo.failed"), planLabels(t)),
      },
    );
  };
  const runExecution = () => {
    if (!analyze.data) {
      notify.error(t("demo.analysisRequiredTitle"), t("demo.analysisRequired"));
      return;
    }
    execute.mutate(
      { prompt, analysis: analyze.data, requirements },
      {
        onSuccess: (execution) =>
          notify.success(
            t("demo.executionDoneTitle"),
            t("demo.executionDone", {
              provider: execution.provider,
              ms: formatNumber(execution.executionTime, i18n.language),
              cost: dollars(execution.actualCost, i18n.language),
            }),
          ),
        onError: (error) => notifyFailure(t("demo.executionFailedTitle"), error, t("demo.failed"), planLabels(t)),
      },
    );
  };
  const preset = (choice: (typeof PRESETS)[number]) => {
    setPrompt(t(`presets.${choice.id}.prompt`));
    setComplexity(choice.complexity);
    setContentType(choice.contentType);
    setBudget(choice.budget);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <section className="card space-y-4" aria-labelledby="route-heading">
          <div>
            <h2 id="route-heading" className="font-semibold">
              {t("demo.heading")}
            </h2>
            <p className="text-sm text-slate-600">{t("demo.intro")}</p>
          </div>
          <div>
            <label htmlFor="task-prompt" className="field-label">
              {t("demo.task")}
            </label>
            <textarea
              id="task-prompt"
              className="field-input min-h-32"
              placeholder={t("demo.placeholder")}
              value={prompt}
              maxLength={8000}
              onChange={(e) => setPrompt(e.target.value)}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              id="task-complexity"
              label={t("demo.complexity")}
              value={complexity}
              options={TASK_COMPLEXITIES}
              onChange={setComplexity}
              optionLabel={(option) => t(`complexities.${option}`)}
            />
            <SelectField
              id="task-content-type"
              label={t("demo.contentType")}
              value={contentType}
              options={TASK_CONTENT_TYPES}
              onChange={setContentType}
              optionLabel={(option) => t(`contentTypes.${option}`)}
            />
            <SelectField
              id="task-budget"
              label={t("demo.budget")}
              value={budget}
              options={BUDGET_PRIORITIES}
              onChange={setBudget}
              optionLabel={(option) => t(`budgets.${option}`)}
            />
          </div>
          <p className="text-xs text-slate-500">{t("demo.fixed")}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={runAnalysis}
              disabled={analyze.isPending || execute.isPending}
            >
              {analyze.isPending ? t("demo.analyzing") : t("demo.analyze")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={runExecution}
              disabled={!analyze.data || execute.isPending || analyze.isPending}
            >
              {execute.isPending ? t("demo.executing") : t("demo.execute")}
            </button>
          </div>
          <div>
            <h3 className="text-sm font-semibold">{t("demo.quick")}</h3>
            <div className="mt-2 flex flex-wrap gap-2">
              {PRESETS.map((choice) => (
                <button
                  key={choice.id}
                  type="button"
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                  onClick={() => preset(choice)}
                >
                  {t(`presets.${choice.id}.label`)}
                </button>
              ))}
            </div>
          </div>
        </section>
        {isAdmin && <OutreachCard send={outreach} />}
      </div>
      <div className="space-y-6">
        {analyze.data ? (
          <AnalysisPanel analysis={analyze.data} />
        ) : (
          <p className="card text-sm text-slate-500">{t("analysis.empty")}</p>
        )}
        {execute.data && <ExecutionPanel execution={execute.data} />}
        {outreach.data && <OutreachResults result={outreach.data} />}
      </div>
    </div>
  );
}
