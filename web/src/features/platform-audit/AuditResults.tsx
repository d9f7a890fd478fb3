import { CircleAlert, CircleCheck, CircleX, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../lib/format";
import type { AuditResult } from "./api/queries";

export const STATUS_STYLE = {
  pass: { icon: CircleCheck, tone: "text-emerald-600" },
  warning: { icon: CircleAlert, tone: "text-amber-500" },
  fail: { icon: CircleX, tone: "text-red-600" },
} as const;

/** A score's colour: 90 and above green, 70 to 89 yellow, below 70 red. */
export function scoreTone(score: number): string {
  return score >= 90 ? "text-emerald-600" : score >= 70 ? "text-amber-600" : "text-red-600";
}

/** One category's checks: each with its status, score, what it found (in the reader's language) and the data behind it. */
export function AuditResults({ results }: { results: AuditResult[] }) {
  const { t, i18n } = useTranslation("platform-audit");
  return (
    <ul className="divide-y divide-slate-100">
      {results.map((result) => {
        const { icon: Icon, tone } = STATUS_STYLE[result.status];
        return (
          <li key={result.id} className="flex gap-3 py-3" data-testid={`audit-${result.id}`}>
            <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} aria-hidden />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {t(`checks.${result.id}`, { defaultValue: result.name })}
                  <span className="sr-only"> ({t(`status.${result.status}`)})</span>
                </p>
                <span className={`text-sm font-semibold ${scoreTone(result.score)}`}>
                  {formatPercent(result.score, i18n.language)}
                </span>
              </div>
              <p className="text-sm text-slate-600">
                {t(`messages.${result.messageKey}`, { ...result.params, defaultValue: result.message })}
              </p>
              {result.details.length > 0 && (
                <ul className="mt-1 list-disc ps-5 text-xs text-slate-500">
                  {result.details.map((detail) => (
                    <li key={detail} className="break-all">
                      {detail}
                    </li>
                  ))}
                </ul>
              )}
              {result.fixable && (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-indigo-600">
                  <Wrench className="h-3 w-3" aria-hidden />
                  {t("fixable")}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
