import { Download } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { type Range, type Report, useAnalytics } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { type ChartSeries, TimeChart } from "./TimeChart";

const RANGES: Range[] = [7, 30, 90];

function Section({
  title,
  onCsv,
  note,
  children,
}: {
  title: string;
  onCsv: () => void;
  note?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  return (
    <section className="card space-y-4" aria-label={title}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          {note && <p className="mt-1 text-sm text-slate-500">{note}</p>}
        </div>
        <button type="button" className="btn-secondary" onClick={onCsv}>
          <Download className="h-4 w-4" aria-hidden />
          {t("csv")}
        </button>
      </header>
      {children}
    </section>
  );
}

function Charts({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("analytics");
  const money = useCallback((cents: number) => formatCents(cents, i18n.language), [i18n.language]);
  const file = (name: string) => `inkspire-${name}-${report.range}d.csv`;

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
  const views = useMemo<ChartSeries[]>(
    () => [{ label: t("views.views"), color: "#4f46e5", values: report.productViewsByDay.map((d) => d.views) }],
    [report, t],
  );
  const content = useMemo<ChartSeries[]>(
    () => [
      { label: t("content.works"), color: "#0ea5e9", values: report.contentByWeek.map((w) => w.works) },
      { label: t("content.aiOutputs"), color: "#f97316", values: report.contentByWeek.map((w) => w.aiOutputs) },
    ],
    [report, t],
  );
  const scores = useMemo<ChartSeries[]>(
    () => [
      {
        label: t("humanizer.before"),
        color: "#dc2626",
        values: report.humanizerScores.map((d) => d.before),
        format: (v) => `${Math.round(v)}%`,
      },
      {
        label: t("humanizer.after"),
        color: "#16a34a",
        values: report.humanizerScores.map((d) => d.after),
        format: (v) => `${Math.round(v)}%`,
      },
    ],
    [report, t],
  );
  const weeks = useMemo(() => report.contentByWeek.map((w) => w.week), [report]);

  return (
    <div className="space-y-6">
      <Section
        title={t("sales.heading")}
        note={t("testNote")}
        onCsv={() =>
          downloadCsv(
            file("sales"),
            toCsv(
              [
                "day",
                "sales",
                "sales_cents",
                "earnings_cents",
                "test_sales",
                "test_sales_cents",
                "test_earnings_cents",
              ],
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
      </Section>

      <Section
        title={t("products.heading")}
        note={t("products.conversionNote")}
        onCsv={() =>
          downloadCsv(
            file("products"),
            toCsv(
              ["product_id", "title", "sales", "sales_cents", "test_sales", "test_sales_cents", "views", "conversion"],
              report.products.map((p) => [
                p.productId,
                p.title,
                p.real.count,
                p.real.grossCents,
                p.test.count,
                p.test.grossCents,
                p.views,
                p.conversion,
              ]),
            ),
          )
        }
      >
        {report.products.length === 0 ? (
          <p className="text-slate-600">{t("products.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="analytics-products">
              <thead>
                <tr className="text-slate-500">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t("products.product")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("products.sales")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("products.testSales")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("products.gross")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("products.views")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("products.conversion")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.products.map((p) => (
                  <tr key={p.productId} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-start font-normal">
                      {p.title}
                    </th>
                    <td className="py-1 text-end tabular-nums">{p.real.count}</td>
                    <td className="py-1 text-end tabular-nums">{p.test.count}</td>
                    <td className="py-1 text-end tabular-nums">
                      {money(p.real.grossCents)}
                      {p.test.grossCents > 0 && (
                        <span className="block text-xs text-slate-400">
                          {t("products.testAmount", { amount: money(p.test.grossCents) })}
                        </span>
                      )}
                    </td>
                    <td className="py-1 text-end tabular-nums">{p.views}</td>
                    <td className="py-1 text-end tabular-nums">
                      {p.conversion === null ? "–" : `${Math.round(p.conversion * 1000) / 10}%`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {report.topProducts.length > 0 && (
          <div>
            <h3 className="mb-2 font-medium">{t("top.heading")}</h3>
            <ol className="space-y-2">
              {report.topProducts.map((p) => {
                const best = report.topProducts[0]!;
                const total = p.real.grossCents + p.test.grossCents;
                const width = Math.max(
                  4,
                  Math.round((total / Math.max(1, best.real.grossCents + best.test.grossCents)) * 100),
                );
                return (
                  <li key={p.productId} className="text-sm">
                    <div className="flex justify-between">
                      <span>{p.title}</span>
                      <span className="tabular-nums">{money(total)}</span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-100">
                      <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${width}%` }} />
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </Section>

      <Section
        title={t("views.heading")}
        onCsv={() =>
          downloadCsv(
            file("product-views"),
            toCsv(
              ["day", "views"],
              report.productViewsByDay.map((d) => [d.day, d.views]),
            ),
          )
        }
      >
        <TimeChart days={report.days} series={views} label={t("views.heading")} firstColumn={t("day")} />
      </Section>

      <Section
        title={t("content.heading")}
        onCsv={() =>
          downloadCsv(
            file("content"),
            toCsv(
              ["week", "works", "ai_outputs"],
              report.contentByWeek.map((w) => [w.week, w.works, w.aiOutputs]),
            ),
          )
        }
      >
        <TimeChart days={weeks} series={content} label={t("content.heading")} firstColumn={t("content.week")} />
      </Section>

      <Section
        title={t("humanizer.heading")}
        note={t("humanizer.method")}
        onCsv={() =>
          downloadCsv(
            file("humanizer"),
            toCsv(
              ["day", "runs", "before", "after"],
              report.humanizerScores.map((d) => [d.day, d.runs, d.before, d.after]),
            ),
          )
        }
      >
        <TimeChart days={report.days} series={scores} label={t("humanizer.heading")} firstColumn={t("day")} />
      </Section>

      {report.pages && (
        <Section
          title={t("pages.heading")}
          onCsv={() =>
            downloadCsv(
              file("pages"),
              toCsv(
                ["page", "views"],
                report.pages!.map((p) => [p.path, p.views]),
              ),
            )
          }
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="text-slate-500">
                <th scope="col" className="py-1 text-start font-medium">
                  {t("pages.page")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("pages.views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.pages.map((p) => (
                <tr key={p.path} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {p.path}
                  </th>
                  <td className="py-1 text-end tabular-nums">{p.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
    </div>
  );
}

/** Analytics: charts of the creator's own figures over 7, 30 or 90 days, each with its table and its CSV. */
export function AnalyticsPage() {
  const { t } = useTranslation("analytics");
  const [range, setRange] = useState<Range>(30);
  const report = useAnalytics(range);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
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
        <Charts report={report.data} />
      ) : report.isError ? (
        <p className="card text-red-700">{t("loadFailed")}</p>
      ) : (
        <PageLoading label={t("loading")} />
      )}
    </div>
  );
}
