import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TextSegment } from "../../../../../worker/text/segments";
import { AiReading } from "../../../components/AiReading";
import { CopyButton } from "../../../components/CopyButton";
import { EngineBadge } from "../../../components/EngineBadge";
import { SegmentHighlights } from "../../../components/SegmentHighlights";
import { formatPercent } from "../../../lib/format";
import type { AiReadings, GeneratedImage, SignatureScores, SmartResult, StageRun } from "../api/humanizer-client";
import { type Likelihoods, rewriteVerdict, verdictMessageKey } from "../rewrite-verdict";
import { ConfidenceMeter } from "./ConfidenceMeter";
import { ImageGallery } from "./ImageGallery";
import { QualityPanel } from "./QualityPanel";
import { SignatureBreakdown } from "./SignatureBreakdown";
import { StageList } from "./StageList";

export interface RewriteOutcomeProps {
  text: string;
  engine: string;
  model: string;
  /** Null where the detector could not judge the text's language (then neither is the likelihood). */
  confidence: number | null;
  thresholds: readonly number[];
  likelihood: Likelihoods;
  /** The text's language where the offline rules (written for English) left it as it was. */
  rulesSkipped?: string | null;
  signatures: { before: SignatureScores; after: SignatureScores };
  readings: AiReadings;
  stages: StageRun[];
  quality: SmartResult["qualityMetrics"];
  images?: GeneratedImage[];
  notice?: string | null;
  /** The text as it was sent, and each sentence's score before and after (null when there are none to show). */
  original: string;
  segments: { before: TextSegment[]; after: TextSegment[] } | null;
  /** A last line under the result (what the run cost). */
  footnote?: ReactNode;
}

const VERDICT_STYLE = {
  moved: "bg-emerald-50 text-emerald-900",
  small: "bg-amber-50 text-amber-900",
  none: "bg-amber-50 text-amber-900",
  unmeasured: "bg-slate-100 text-slate-800",
  untouched: "bg-amber-50 text-amber-900",
} as const;

/** A rewrite's result: the text, how confident the detector is that it now reads as human, and what changed. */
export function RewriteOutcome(props: RewriteOutcomeProps) {
  const { t, i18n } = useTranslation("humanizer");
  const verdict = rewriteVerdict(props.likelihood, props.rulesSkipped);
  const languageName = (code: string) => new Intl.DisplayNames([i18n.language], { type: "language" }).of(code) ?? code;
  return (
    <section className="card space-y-6" aria-labelledby="result-heading" data-testid="rewrite-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="result-heading" className="text-lg font-semibold">
          {t("result.heading")}
        </h2>
        <EngineBadge engine={props.engine} model={props.model} />
      </div>
      <p className={`rounded-lg px-4 py-2 text-sm ${VERDICT_STYLE[verdict]}`} data-testid="rewrite-verdict">
        {t(verdictMessageKey(verdict, props.engine), props.likelihood)}
      </p>
      {props.notice && <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-800">{props.notice}</p>}
      {props.rulesSkipped && (
        <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-800" data-testid="rules-skipped">
          {t("result.rulesSkipped", { language: languageName(props.rulesSkipped) })}
        </p>
      )}
      <div>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="font-semibold text-slate-900">{t("result.output")}</h3>
          <CopyButton text={props.text} />
        </div>
        <div
          className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-slate-800"
          data-testid="rewritten-text"
        >
          {props.text}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {props.confidence !== null && (
          <ConfidenceMeter value={props.confidence} thresholds={props.thresholds} label={t("result.confidence")} />
        )}
        {props.likelihood.before !== null && props.likelihood.after !== null && (
          <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-600">{t("result.likelihood")}</p>
            <p className="text-4xl font-bold text-slate-900">
              {formatPercent(props.likelihood.before, i18n.language)} <span className="text-slate-500">→</span>{" "}
              {formatPercent(props.likelihood.after, i18n.language)}
            </p>
            <p className="mt-1 text-xs text-slate-500">{t("result.likelihoodMethod")}</p>
          </div>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <AiReading reading={props.readings.before} heading={t("result.readingBefore")} />
        <AiReading reading={props.readings.after} heading={t("result.readingAfter")} />
      </div>
      {props.segments && (
        <div className="grid gap-4 lg:grid-cols-2">
          <SegmentHighlights
            text={props.original}
            segments={props.segments.before}
            heading={t("verdict.segmentsBefore")}
          />
          <SegmentHighlights text={props.text} segments={props.segments.after} heading={t("verdict.segmentsAfter")} />
        </div>
      )}
      {props.images && <ImageGallery images={props.images} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <StageList stages={props.stages} />
        <QualityPanel metrics={props.quality} />
      </div>
      <SignatureBreakdown before={props.signatures.before} after={props.signatures.after} />
      {props.footnote}
    </section>
  );
}
