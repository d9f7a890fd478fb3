import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ReportSection } from "./ReportSection";
import { csvFileName } from "./report-format";
import { type ChartSeries, TimeChart } from "./TimeChart";

/** Works started and AI outputs made, per week. */
export function ContentSection({ report }: { report: Report }) {
  const { t } = useTranslation("analytics");
  const content = useMemo<ChartSeries[]>(
    () => [
      { label: t("content.works"), color: "#0ea5e9", values: report.contentByWeek.map((w) => w.works) },
      { label: t("content.aiOutputs"), color: "#f97316", values: report.contentByWeek.map((w) => w.aiOutputs) },
    ],
    [report, t],
  );
  const weeks = useMemo(() => report.contentByWeek.map((w) => w.week), [report]);
  return (
    <ReportSection
      title={t("content.heading")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "content"),
          toCsv(
            ["week", "works", "ai_outputs"],
            report.contentByWeek.map((w) => [w.week, w.works, w.aiOutputs]),
          ),
        )
      }
    >
      <TimeChart days={weeks} series={content} label={t("content.heading")} firstColumn={t("content.week")} />
    </ReportSection>
  );
}
