import { useTranslation } from "react-i18next";
import type { QuotaKind } from "../../../worker/common/plans";
import { useCreatorSummary } from "../lib/creator-summary";
import { useCurrentUser } from "../lib/current-user";
import { formatNumber } from "../lib/format";

/**
 * What is left of today's allowance for a tool, said beside its button before the member presses it (not after, in a
 * refusal). Nothing for a visitor, or a plan with no daily limit on the tool.
 */
export function AllowanceLeft({ kind }: { kind: QuotaKind }) {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useCurrentUser().data);
  const allowance = useCreatorSummary(signedIn).data?.allowances[kind];
  if (!allowance || allowance.left === null || allowance.limit === null) return null;
  const figures = {
    left: formatNumber(allowance.left, i18n.language),
    limit: formatNumber(allowance.limit, i18n.language),
  };
  return (
    <p
      className={`text-sm ${allowance.left === 0 ? "text-amber-800" : "text-slate-500"}`}
      data-testid={`allowance-${kind}`}
    >
      {allowance.left === 0 ? t("allowance.none", figures) : t("allowance.left", figures)}
    </p>
  );
}
