import { useTranslation } from "react-i18next";
import { QUALITY_DIMENSIONS } from "../../../../schema/quality-enums";
import { formatPercent } from "../../lib/format";
import type { QualityMetrics } from "./api/queries";

/** The four tiles: the average is the six dimension averages over 6, time is minutes / 60 in hours. */
export function MetricTiles({ metrics }: { metrics: QualityMetrics }) {
  const { t, i18n } = useTranslation("quality");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const averages = QUALITY_DIMENSIONS.map((dimension) => metrics.averageScores[dimension]);
  const average = averages.every((value) => value !== null)
    ? averages.reduce((sum, value) => sum! + value!, 0)! / QUALITY_DIMENSIONS.length
    : null;
  const tiles = [
    {
      id: "approvalRate",
      value: metrics.approvalRate === null ? t("tiles.none") : formatPercent(metrics.approvalRate, i18n.language),
      how: t("tiles.approvalHow"),
    },
    {
      id: "averageScore",
      value: average === null ? t("tiles.none") : number.format(average),
      how: t("tiles.averageHow"),
    },
    { id: "reviewsThisWeek", value: number.format(metrics.productivity.reviewsThisWeek) },
    { id: "timeSpent", value: t("tiles.hours", { value: number.format(Math.round(metrics.totalTimeSpent / 60)) }) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.id} className="card text-center">
          <dt className="text-xs text-slate-500">{t(`tiles.${tile.id}`)}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`tile-${tile.id}`}>
            {tile.value}
          </dd>
          {tile.how && <dd className="text-xs text-slate-500">{tile.how}</dd>}
        </div>
      ))}
    </dl>
  );
}
