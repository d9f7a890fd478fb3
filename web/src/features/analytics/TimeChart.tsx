import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
  /** How a value reads in the tooltip legend and the table (money, a percentage). */
  format?: (value: number) => string;
}

interface TimeChartProps {
  /** The x labels: days or week starts, "YYYY-MM-DD". */
  days: string[];
  series: ChartSeries[];
  /** The accessible name of the chart, also the caption of its table. */
  label: string;
  firstColumn: string;
  height?: number;
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** A line chart (uPlot, loaded with this page only) and, beside it, the same numbers as a table. */
export function TimeChart({ days, series, label, firstColumn, height = 220 }: TimeChartProps) {
  const { t, i18n } = useTranslation("analytics");
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const dayLabel = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
    // One label per day (or per few days over a long range), never between days.
    const xs = days.map(toSeconds);
    const step = Math.max(1, Math.ceil(days.length / 10));
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        scales: { x: { time: true } },
        axes: [
          {
            splits: () => xs.filter((_, i) => i % step === 0),
            values: (_u, splits) => splits.map((s) => dayLabel.format(s * 1000)),
          },
          { values: (_u, splits) => splits.map((s) => series[0]?.format?.(s) ?? String(s)), size: 70 },
        ],
        series: [
          { value: (_u, s) => (s === null ? "" : dayLabel.format(s * 1000)) },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: days.length <= 31 },
            value: (_u: uPlot, v: number | null) => (v === null ? "–" : (line.format?.(v) ?? String(v))),
          })),
        ],
      },
      [xs, ...series.map((line) => line.values)] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height, i18n.language]);

  const cellOf = (line: ChartSeries, value: number | null) =>
    value === null ? "–" : (line.format?.(value) ?? String(value));

  const empty = series.every((line) => line.values.every((value) => value === null));
  return (
    <figure className="space-y-3">
      {empty && <p className="text-sm text-slate-500">{t("noData")}</p>}
      <div ref={box} role="img" aria-label={label} className={empty ? "hidden" : "w-full overflow-hidden"} />
      <details>
        <summary className="cursor-pointer text-sm text-indigo-700">{t("showTable")}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="text-start text-slate-500">
                <th scope="col" className="py-1 text-start font-medium">
                  {firstColumn}
                </th>
                {series.map((line) => (
                  <th key={line.label} scope="col" className="py-1 text-end font-medium">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {day}
                  </th>
                  {series.map((line) => (
                    <td key={line.label} className="py-1 text-end tabular-nums">
                      {cellOf(line, line.values[i] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
