import { BarChart3, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AiReading } from "../../../components/AiReading";
import { SegmentHighlights } from "../../../components/SegmentHighlights";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useAnalyze } from "../api/queries";

export function AnalyzeTab({ initialContent }: { initialContent: string }) {
  const { t, i18n } = useTranslation("literary");
  const [content, setContent] = useState(initialContent);
  const analyze = useAnalyze();
  const run = () => {
    if (!content.trim()) {
      notify.error(t("analyze.failedTitle"), t("analyze.empty"));
      return;
    }
    analyze.mutate(content, {
      onError: (error) => notify.error(t("analyze.failedTitle"), serverMessage(error, t("analyze.failed"))),
    });
  };
  const report = analyze.data;
  return (
    <div className="space-y-6">
      <div className="card space-y-3">
        <label htmlFor="analyze-content" className="field-label">
          {t("analyze.content")}
        </label>
        <textarea
          id="analyze-content"
          rows={10}
          className="field-input"
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <button type="button" className="btn-primary" onClick={run} disabled={analyze.isPending}>
          {analyze.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <BarChart3 className="h-4 w-4" aria-hidden />
          )}
          {analyze.isPending ? t("analyze.submitting") : t("analyze.submit")}
        </button>
      </div>
      {report && (
        <section className="card space-y-5" data-testid="analysis-report">
          <dl className="grid grid-cols-2 gap-3 text-center md:grid-cols-4">
            {[
              [t("analyze.words"), report.counts.words],
              [t("analyze.sentences"), report.counts.sentences],
              [t("analyze.readingEase"), report.readability.fleschReadingEase ?? t("analyze.notMeasured")],
              [
                t("analyze.aiLikelihood"),
                report.aiLikelihood === null ? t("analyze.notJudged") : `${report.aiLikelihood}%`,
              ],
            ].map(([label, value]) => (
              <div key={String(label)} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <AiReading reading={report.reading} />
          <SegmentHighlights text={analyze.variables ?? content} segments={report.segments} mix={report.mix} />
          <p className="text-xs text-slate-500" data-testid="readability-grades">
            {report.readability.formulaLanguage
              ? t("analyze.grades", {
                  fk: report.readability.fleschKincaidGrade,
                  ari: report.readability.automatedReadabilityIndex,
                  language: report.language.language,
                })
              : t("analyze.gradesOtherLanguage", {
                  language:
                    new Intl.DisplayNames([i18n.language], { type: "language" }).of(report.language.language) ??
                    report.language.language,
                })}
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold">{t("analyze.issues")}</h3>
              {report.structureIssues.length ? (
                <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
                  {report.structureIssues.map((issue) => (
                    <li key={issue.kind}>{issue.message}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-500">{t("analyze.noIssues")}</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{t("analyze.suggestions")}</h3>
              {report.suggestions.length ? (
                <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
                  {report.suggestions.map((suggestion) => (
                    <li key={suggestion}>{suggestion}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-500">{t("analyze.noSuggestions")}</p>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
