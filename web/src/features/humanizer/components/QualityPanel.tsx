import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format";
import type { SmartResult } from "../api/humanizer-client";

export function QualityPanel({ metrics }: { metrics: SmartResult["qualityMetrics"] }) {
  const { t, i18n } = useTranslation("humanizer");
  const rows = [
    [
      t("quality.readability"),
      metrics.readabilityBefore === null || metrics.readabilityAfter === null
        ? t("quality.readabilityNotMeasured")
        : `${metrics.readabilityBefore} → ${metrics.readabilityAfter}`,
    ],
    [t("quality.meaning"), formatPercent(metrics.meaningPreservation, i18n.language)],
    [t("quality.length"), formatPercent(metrics.lengthChange, i18n.language, true)],
  ];
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{t("quality.heading")}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t("quality.method")}</p>
    </div>
  );
}
