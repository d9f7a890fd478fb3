import { useTranslation } from "react-i18next";
import { formatPercent } from "../lib/format";
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const { i18n } = useTranslation();
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div>
      <div className="mb-1 flex justify-between gap-3 text-sm text-slate-600">
        <span>{label}</span>
        <span>{formatPercent(clamped, i18n.language)}</span>
      </div>
      <div
        role="progressbar"
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-fuchsia-500 transition-[width] duration-300"
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
