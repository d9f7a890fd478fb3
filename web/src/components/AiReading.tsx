import { useTranslation } from "react-i18next";
import type { AiReading as Reading } from "../../../worker/text/detector";
import { formatPercent } from "../lib/format";

const VERDICT_STYLE: Record<Reading["verdict"], string> = {
  "likely-human": "bg-emerald-100 text-emerald-800",
  uncertain: "bg-amber-100 text-amber-900",
  "likely-ai": "bg-red-100 text-red-800",
  "not-judged": "bg-slate-200 text-slate-800",
};

/** Language names in the reader's language ("español" or "Spanish"), listed as the reader's language lists them. */
function useLanguageNames() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const name = (code: string) => (code === "und" ? null : (names.of(code) ?? code));
  return { name, list: (codes: readonly string[]) => list.format(codes.map((code) => name(code) ?? code)) };
}

/**
 * A detector reading as a careful reader needs it: the calibrated score with the range measured for such scores, a
 * verdict that says "likely AI" only above the threshold where few human texts land, the signals behind it, and
 * the plain statement that no detector proves authorship. In a language the detector was not calibrated for, it
 * says so instead of showing a score.
 */
export function AiReading({ reading, heading }: { reading: Reading; heading?: string }) {
  const { t, i18n } = useTranslation("common");
  const languages = useLanguageNames();
  const leftOut = reading.notJudged[0];
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="ai-reading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{heading ?? t("aiReading.heading")}</p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${VERDICT_STYLE[reading.verdict]}`}
          data-testid="ai-verdict"
        >
          {t(`aiReading.verdict.${reading.verdict}`)}
        </span>
      </div>
      {reading.aiLikelihood === null || reading.range === null ? (
        <p className="text-sm text-slate-700" data-testid="ai-not-judged">
          {languages.name(leftOut?.language ?? reading.language)
            ? t("aiReading.notCalibrated", {
                language: languages.name(leftOut?.language ?? reading.language),
                calibrated: languages.list(reading.calibratedLanguages),
              })
            : t("aiReading.unknownLanguage", { calibrated: languages.list(reading.calibratedLanguages) })}
        </p>
      ) : (
        <>
          <p className="text-3xl font-bold text-slate-900">{formatPercent(reading.aiLikelihood, i18n.language)}</p>
          <p className="text-xs text-slate-600" data-testid="ai-range">
            {t("aiReading.range", { low: reading.range.low, high: reading.range.high })}
          </p>
          {leftOut && (
            <p className="text-xs text-amber-800" data-testid="ai-partly-judged">
              {t("aiReading.partlyJudged", { language: languages.name(leftOut.language) ?? leftOut.language })}
            </p>
          )}
          {!reading.reliable && (
            <p className="text-xs text-amber-800">{t("aiReading.short", { words: reading.words })}</p>
          )}
          <div>
            <p className="text-xs font-semibold text-slate-700">{t("aiReading.signals")}</p>
            <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
              {reading.signals.map((signal) => (
                <li key={signal.name}>
                  {t(`aiReading.signal.${signal.name}`)}:{" "}
                  {signal.push >= 0 ? t("aiReading.towardsMachine") : t("aiReading.towardsHuman")}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      <p className="text-xs text-slate-500">
        {t("aiReading.honesty", { threshold: reading.likelyAiThreshold, rate: reading.humanFlaggedRate })}
      </p>
    </div>
  );
}
