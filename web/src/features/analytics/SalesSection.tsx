import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ReportSection } from "./ReportSection";
import { csvFileName, useMoney } from "./report-format";
import { type ChartSeries, TimeChart } from "./TimeChart";

/** Earnings per day, real and test sales apart. */
export function SalesSection({ report }: { report: Report }) {
  const { t } = useTranslation("analytics");
  const money = useMoney();
  const sales = useMemo<ChartSeries[]>(
    () => [
      {
        label: t("sales.realEarnings"),
        color: "#059669",
        values: report.salesByDay.map((d) => d.real.earningsCents),
        format: money,
      },
      {
        label: t("sales.testEarnings"),
        color: "#a855f7",
        values: report.salesByDay.map((d) => d.test.earningsCents),
        format: money,
      },
    ],
    [report, t, money],
  );
  return (
    <ReportSection
      title={t("sales.heading")}
      note={t("testNote")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "sales"),
          toCsv(
            ["day", "sales", "sales_cents", "earnings_cents", "test_sales", "test_sales_cents", "test_earnings_cents"],
            report.salesByDay.map((d) => [
              d.day,
              d.real.count,
              d.real.grossCents,
              d.real.earningsCents,
              d.test.count,
              d.test.grossCents,
              d.test.earningsCents,
            ]),
          ),
        )
      }
    >
      <TimeChart days={report.days} series={sales} label={t("sales.heading")} firstColumn={t("day")} />
    </ReportSection>
  );
}
