import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ReportSection } from "./ReportSection";
import { csvFileName } from "./report-format";
import { type ChartSeries, TimeChart } from "./TimeChart";

/** How often the creator's product pages were opened, per day. */
export function ProductViewsSection({ report }: { report: Report }) {
  const { t } = useTranslation("analytics");
  const views = useMemo<ChartSeries[]>(
    () => [{ label: t("views.views"), color: "#4f46e5", values: report.productViewsByDay.map((d) => d.views) }],
    [report, t],
  );
  return (
    <ReportSection
      title={t("views.heading")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "product-views"),
          toCsv(
            ["day", "views"],
            report.productViewsByDay.map((d) => [d.day, d.views]),
          ),
        )
      }
    >
      <TimeChart days={report.days} series={views} label={t("views.heading")} firstColumn={t("day")} />
    </ReportSection>
  );
}
