import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../lib/format";
import type { Ecosystem, Gauge } from "./api/queries";

const GAUGES: Gauge[] = [
  "translationAccuracy",
  "paymentSuccess",
  "systemUptime",
  "userSatisfaction",
  "revenueGrowth",
  "marketPenetration",
];

/** Green at 95 or more, yellow at 85 or more, red below; growth is green when positive. */
function tone(gauge: Gauge, value: number): { text: string; bar: string } {
  const good = gauge === "revenueGrowth" ? value > 0 : value >= 95;
  const fair = gauge === "revenueGrowth" ? value === 0 : value >= 85;
  if (good) return { text: "text-emerald-600", bar: "bg-emerald-500" };
  if (fair) return { text: "text-amber-600", bar: "bg-amber-500" };
  return { text: "text-red-600", bar: "bg-red-500" };
}

/** The six gauges, each with its measured value (or "not measured yet") and how it is computed. */
export function PerformanceGauges({ performance }: { performance: Ecosystem["performance"] }) {
  const { t, i18n } = useTranslation("ecosystem");
  return (
    <section className="card" aria-labelledby="gauges">
      <h2 id="gauges" className="font-semibold">
        {t("gauges.heading")}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {GAUGES.map((gauge) => {
          const value = performance[gauge];
          const how = t(`gauges.${gauge}.how`);
          const colours = value === null ? null : tone(gauge, value);
          return (
            <li key={gauge} data-testid={`gauge-${gauge}`} title={how}>
              <div className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                {t(`gauges.${gauge}.name`)}
                <Info className="h-3.5 w-3.5 text-slate-400" aria-hidden />
              </div>
              <p className={`text-2xl font-bold ${colours?.text ?? "text-slate-500"}`}>
                {value === null
                  ? t("gauges.notMeasured")
                  : formatPercent(value, i18n.language, gauge === "revenueGrowth")}
              </p>
              <div
                className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-label={t(`gauges.${gauge}.name`)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value === null ? undefined : Math.min(100, Math.abs(value))}
              >
                {colours && (
                  <div className={`h-full ${colours.bar}`} style={{ width: `${Math.min(100, Math.abs(value!))}%` }} />
                )}
              </div>
              <p className="mt-1 text-xs text-slate-500">{how}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
