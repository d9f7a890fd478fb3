import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { AnalyticsReport } from "./AnalyticsReport";
import { type Range, useAnalytics } from "./api/analytics-queries";

const RANGES: Range[] = [7, 30, 90];

/** Analytics: charts of the creator's own figures over 7, 30 or 90 days, each with its table and its CSV. */
export function AnalyticsPage() {
  const { t } = useTranslation("analytics");
  const [range, setRange] = useState<Range>(30);
  const report = useAnalytics(range);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{t("title")}</h2>
          <p className="mt-1 text-slate-600">{t("subtitle")}</p>
        </div>
        <fieldset className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">{t("range")}</legend>
          {RANGES.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={range === days}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${range === days ? "bg-white shadow-sm" : "text-slate-600"}`}
              onClick={() => setRange(days)}
            >
              {t("days", { count: days })}
            </button>
          ))}
        </fieldset>
      </header>
      {report.data ? (
        <AnalyticsReport report={report.data} />
      ) : report.isError ? (
        <p className="card text-red-700">{t("loadFailed")}</p>
      ) : (
        <PageLoading label={t("loading")} />
      )}
    </div>
  );
}
