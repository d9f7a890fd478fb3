import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../lib/format";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ReportSection } from "./ReportSection";
import { csvFileName } from "./report-format";
import { type ChartSeries, TimeChart } from "./TimeChart";

/** The humanizer's detector scores before and after each day's rewrites. */
export function HumanizerScoresSection({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("analytics");
  const language = i18n.language;
  const scores = useMemo<ChartSeries[]>(() => {
    const percent = (value: number) => formatPercent(Math.round(value), language);
    return [
      {
        label: t("humanizer.before"),
        color: "#dc2626",
        values: report.humanizerScores.map((d) => d.before),
        format: percent,
      },
      {
        label: t("humanizer.after"),
        color: "#16a34a",
        values: report.humanizerScores.map((d) => d.after),
        format: percent,
      },
    ];
  }, [report, t, language]);
  return (
    <ReportSection
      title={t("humanizer.heading")}
      note={t("humanizer.method")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "humanizer"),
          toCsv(
            ["day", "runs", "before", "after"],
            report.humanizerScores.map((d) => [d.day, d.runs, d.before, d.after]),
          ),
        )
      }
    >
      <TimeChart days={report.days} series={scores} label={t("humanizer.heading")} firstColumn={t("day")} />
    </ReportSection>
  );
}
