import { BarChart3, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AiReading } from "../../../components/AiReading";
import { SegmentHighlights } from "../../../components/SegmentHighlights";
import { serverMessage } from "../../../lib/api-client";
import { formatNumber, formatPercent } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { useAnalyze } from "../api/queries";
import { IssuesAndSuggestions, ReadabilityNote } from "./AnalyzeFindings";

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
              [t("analyze.words"), formatNumber(report.counts.words, i18n.language)],
              [t("analyze.sentences"), formatNumber(report.counts.sentences, i18n.language)],
              [
                t("analyze.readingEase"),
                report.readability.readingEase
                  ? new Intl.NumberFormat(i18n.language).format(report.readability.readingEase.score)
                  : t("analyze.notMeasured"),
              ],
              [
                t("analyze.aiLikelihood"),
                report.aiLikelihood === null
                  ? t("analyze.notJudged")
                  : formatPercent(report.aiLikelihood, i18n.language),
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
          <ReadabilityNote report={report} />
          <IssuesAndSuggestions report={report} />
        </section>
      )}
    </div>
  );
}
