import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format";
import { confidenceTone } from "../confidence";

const TONES = {
  green: "text-emerald-600 bg-emerald-50 ring-emerald-200",
  yellow: "text-amber-600 bg-amber-50 ring-amber-200",
  orange: "text-orange-600 bg-orange-50 ring-orange-200",
  red: "text-red-600 bg-red-50 ring-red-200",
};

export function ConfidenceMeter({
  value,
  thresholds,
  label,
}: {
  value: number;
  thresholds: readonly number[];
  label: string;
}) {
  const { t, i18n } = useTranslation("humanizer");
  const tone = confidenceTone(value, thresholds);
  return (
    <div className={`rounded-xl p-4 ring-1 ${TONES[tone]}`} data-testid="confidence" data-tone={tone}>
      <p className="text-sm font-medium opacity-80">{label}</p>
      <p className="text-4xl font-bold">{formatPercent(value, i18n.language)}</p>
      <p className="mt-1 text-xs text-slate-600">{t("result.confidenceMethod")}</p>
    </div>
  );
}
