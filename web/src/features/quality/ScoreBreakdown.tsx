import { useTranslation } from "react-i18next";
import { QUALITY_DIMENSIONS } from "../../../../schema/quality-enums";
import type { QualityMetrics } from "./api/queries";
import { scoreTone } from "./score-tone";

/** The six averages as bars (a bar's width is the score × 10). */
export function ScoreBreakdown({ averages }: { averages: QualityMetrics["averageScores"] }) {
  const { t, i18n } = useTranslation("quality");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const measured = QUALITY_DIMENSIONS.some((dimension) => averages[dimension] !== null);
  return (
    <section className="card" aria-labelledby="breakdown">
      <h2 id="breakdown" className="font-semibold">
        {t("breakdown.heading")}
      </h2>
      {!measured ? (
        <p className="mt-2 text-sm text-slate-500">{t("breakdown.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {QUALITY_DIMENSIONS.map((dimension) => {
            const average = averages[dimension];
            const label = t(`breakdown.dimensions.${dimension}`);
            // A dimension only English text can have (readability, originality) after only other languages.
            if (average === null) {
              return (
                <li key={dimension} data-testid={`breakdown-${dimension}`} className="flex justify-between text-sm">
                  <span>{label}</span>
                  <span className="text-slate-500">{t("breakdown.notMeasured")}</span>
                </li>
              );
            }
            const score = average;
            const tone = scoreTone(score);
            return (
              <li key={dimension} data-testid={`breakdown-${dimension}`}>
                <div className="flex justify-between text-sm">
                  <span>{label}</span>
                  <span className={`font-semibold ${tone.text}`}>{number.format(score)}</span>
                </div>
                <div
                  className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
                  role="progressbar"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={10}
                  aria-valuenow={score}
                >
                  <div className={`h-full ${tone.bar}`} style={{ width: `${score * 10}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
