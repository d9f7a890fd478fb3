import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../lib/format";
import type { SignatureScores } from "../api/humanizer-client";

/** Each AI signature before and after the rewrite, 0-100. */
export function SignatureBreakdown({ before, after }: { before: SignatureScores; after: SignatureScores }) {
  const { t, i18n } = useTranslation("humanizer");
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-start font-semibold text-slate-900">{t("result.signatures")}</caption>
      <thead>
        <tr className="text-start text-xs uppercase tracking-wide text-slate-500">
          <th className="py-1 text-start font-medium">{t("result.signature")}</th>
          <th className="w-16 py-1 sm:w-24 text-end font-medium">{t("result.before")}</th>
          <th className="w-16 py-1 sm:w-24 text-end font-medium">{t("result.after")}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(before) as (keyof SignatureScores)[]).map((name) => (
          <tr key={name} className="border-t border-slate-100">
            <td className="py-1.5 text-slate-700">{t(`signatures.${name}`)}</td>
            <td className="py-1.5 text-end tabular-nums text-slate-500">
              {formatPercent(before[name], i18n.language)}
            </td>
            <td
              className={`py-1.5 text-end font-medium tabular-nums ${after[name] < before[name] ? "text-emerald-600" : "text-slate-700"}`}
            >
              {formatPercent(after[name], i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
