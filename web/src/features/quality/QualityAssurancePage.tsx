import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REVIEW_STAGES, type ReviewStage } from "../../../../schema/quality-enums";
import { PageLoading } from "../../components/PageLoading";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { type FinalCheck, useAssess, useFinalCheck, useQualityMetrics, useReview, useReviews } from "./api/queries";
import { MetricTiles } from "./MetricTiles";
import { RecentReviews } from "./RecentReviews";
import { ScoreBreakdown } from "./ScoreBreakdown";
import { scoreTone } from "./score-tone";

function Verdict({ check }: { check: FinalCheck }) {
  const { t, i18n } = useTranslation("quality");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div
      className={`rounded-xl border p-4 ${check.readyForPublication ? "border-emerald-200 bg-emerald-50" : "border-amber-200 bg-amber-50"}`}
      data-testid="final-verdict"
      role="status"
    >
      <p className="font-semibold">{check.readyForPublication ? t("assess.ready") : t("assess.needsRevision")}</p>
      <p className="text-sm">
        <span className={scoreTone(check.overallScore).text}>{number.format(check.overallScore)}/10</span> ·{" "}
        {t("assess.confidence", { value: check.qualityConfidence })} · {t("assess.issues", check.issues)}
      </p>
      <p className="mt-1 text-xs text-slate-600">{t("assess.confidenceHow")}</p>
    </div>
  );
}

/** The quality assurance centre: measured scores, a three-draft review and the final publication check. */
export function QualityAssurancePage() {
  const { t, i18n } = useTranslation("quality");
  const metrics = useQualityMetrics();
  const reviews = useReviews();
  const assess = useAssess();
  const review = useReview();
  const finalCheck = useFinalCheck();
  const [content, setContent] = useState("");
  const [stage, setStage] = useState<ReviewStage>("structure");
  // When the reviewer began working on this draft: the review's time spent runs from here.
  const [startedAt, setStartedAt] = useState<number | undefined>(undefined);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const busy = assess.isPending || review.isPending || finalCheck.isPending;

  const required = (message: string) => {
    if (content.trim()) return true;
    notify.error(t("assess.missingTitle"), message);
    return false;
  };
  // After a successful assessment or review the content box is cleared.
  const clear = () => {
    setContent("");
    setStartedAt(undefined);
  };
  const runAssess = () =>
    required(t("assess.missingAssess")) &&
    assess.mutate(content, {
      onSuccess: ({ overallScore }) => {
        notify.success(t("assess.doneTitle"), t("assess.done", { score: number.format(overallScore) }));
        clear();
      },
      onError: (error) => notifyFailure(t("assess.failedTitle"), error, t("assess.failed"), planLabels(t)),
    });
  const runReview = () =>
    required(t("assess.missingReview")) &&
    review.mutate(
      { content, stage, startedAt },
      {
        onSuccess: ({ totalIssues, criticalIssues }) => {
          notify.success(t("review.doneTitle"), t("review.done", { total: totalIssues, critical: criticalIssues }));
          clear();
        },
        onError: (error) => notifyFailure(t("review.failedTitle"), error, t("review.failed"), planLabels(t)),
      },
    );
  const runFinalCheck = () =>
    required(t("assess.missingFinal")) &&
    finalCheck.mutate(content, {
      onError: (error) => notifyFailure(t("assess.finalFailedTitle"), error, t("assess.failed"), planLabels(t)),
    });

  if (metrics.isError || reviews.isError)
    return (
      <p className="card mx-auto max-w-lg text-center text-red-700" role="alert">
        {t("loadFailed")}
      </p>
    );
  if (!metrics.data || !reviews.data) return <PageLoading />;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <MetricTiles metrics={metrics.data.metrics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card space-y-4" aria-labelledby="assessment">
          <div>
            <h2 id="assessment" className="font-semibold">
              {t("assess.heading")}
            </h2>
            <p className="text-sm text-slate-600">{t("intro")}</p>
          </div>
          <div>
            <label htmlFor="quality-content" className="field-label">
              {t("assess.content")}
            </label>
            <textarea
              id="quality-content"
              className="field-input min-h-48"
              placeholder={t("assess.placeholder")}
              value={content}
              maxLength={60_000}
              onChange={(e) => {
                setContent(e.target.value);
                setStartedAt((started) => started ?? Date.now());
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={runAssess} disabled={busy}>
              {assess.isPending ? t("assess.assessing") : t("assess.assess")}
            </button>
            <button type="button" className="btn-secondary" onClick={runFinalCheck} disabled={busy}>
              {finalCheck.isPending ? t("assess.checking") : t("assess.finalCheck")}
            </button>
          </div>
          {finalCheck.data && <Verdict check={finalCheck.data} />}
          <div className="border-t border-slate-100 pt-4">
            <h3 className="font-semibold">{t("review.heading")}</h3>
            <p className="text-sm text-slate-600">{t("review.intro")}</p>
            <fieldset className="mt-2 flex flex-wrap gap-2">
              <legend className="sr-only">{t("review.heading")}</legend>
              {REVIEW_STAGES.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={stage === option}
                  onClick={() => setStage(option)}
                  className={`rounded-full border px-3 py-1 text-sm ${stage === option ? "border-indigo-500 bg-indigo-50 text-indigo-700" : "border-slate-300"}`}
                >
                  {t(`review.stages.${option}`)}
                </button>
              ))}
              <button type="button" className="btn-secondary" onClick={runReview} disabled={busy}>
                {review.isPending ? t("review.running") : t("review.run")}
              </button>
            </fieldset>
          </div>
          <p className="text-xs text-slate-500">{t("method")}</p>
        </section>
        <ScoreBreakdown averages={metrics.data.metrics.averageScores} />
      </div>
      <RecentReviews reviews={reviews.data.reviews} />
    </div>
  );
}
