import type { TFunction } from "i18next";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { TextSegment } from "../../../worker/text/segments";

const MARK_STYLE: Record<TextSegment["verdict"], string> = {
  "likely-ai": "bg-red-100 text-red-950 decoration-red-400",
  uncertain: "bg-amber-100 text-amber-950 decoration-amber-400",
  "likely-human": "",
  "not-judged": "",
};

/** A passage's verdict and score in words; a passage too short to judge says which way its score leans. */
function segmentLabel(segment: TextSegment, t: TFunction<"common">): string {
  const score = segment.aiLikelihood;
  if (segment.verdict === "uncertain" && !segment.reliable && score !== null)
    return t(score >= 50 ? "segments.leansAi" : "segments.leansHuman", { score });
  return t("segments.label", { verdict: t(`aiReading.verdict.${segment.verdict}`), score });
}

/**
 * The text with each passage the detector reads as machine-written (red) or cannot tell (amber) highlighted. Colour
 * is not the only cue: every highlighted passage starts with its verdict and score in words, and says what pushed
 * it, on hover and focus. Segments that no longer match the text (an answer placed images in it) are not drawn.
 */
export function SegmentHighlights({
  text,
  segments,
  mix,
  heading,
}: {
  text: string;
  segments: TextSegment[];
  mix?: { aiShare: number; humanShare: number; mixed: boolean };
  heading?: string;
}) {
  const { t } = useTranslation("common");
  if (segments.length === 0 || segments.at(-1)!.end !== text.length) return null;
  return (
    <div className="space-y-2" data-testid="segment-highlights">
      <p className="text-sm font-semibold text-slate-700">{heading ?? t("segments.heading")}</p>
      <p className="text-xs text-slate-500">{t("segments.legend")}</p>
      {segments.some((segment) => segment.verdict === "not-judged") && (
        <p className="text-xs text-amber-800" data-testid="segments-not-judged">
          {t("segments.notJudged")}
        </p>
      )}
      {mix?.mixed && (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900" data-testid="segments-mixed">
          {t("segments.mixed", { ai: mix.aiShare, human: mix.humanShare })}
        </p>
      )}
      <div className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-xl bg-white p-4 text-slate-800 ring-1 ring-slate-200">
        {segments.map((segment) => {
          const passage = text.slice(segment.start, segment.end);
          if (segment.verdict === "likely-human" || segment.verdict === "not-judged")
            return <Fragment key={segment.start}>{passage}</Fragment>;
          const label = segmentLabel(segment, t);
          const why = segment.signals.map((signal) => t(`aiReading.signal.${signal.name}`)).join("; ");
          return (
            <mark
              key={segment.start}
              className={`rounded px-0.5 underline decoration-2 underline-offset-2 ${MARK_STYLE[segment.verdict]}`}
              title={why ? `${label}. ${t("aiReading.signals")}: ${why}` : label}
              data-verdict={segment.verdict}
            >
              <span className="sr-only">{label}: </span>
              {passage}
            </mark>
          );
        })}
      </div>
    </div>
  );
}
