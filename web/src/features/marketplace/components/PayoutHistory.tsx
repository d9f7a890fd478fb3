import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import type { Payout } from "../api/marketplace-client";
import { formatDate } from "../dates";
import { PayoutStatusBadge, TestBadge } from "./SaleBadges";

function PayoutRow({ payout }: { payout: Payout }) {
  const { i18n } = useTranslation("marketplace");
  return (
    <tr className="border-t border-slate-100">
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(payout.paidAt ?? payout.createdAt, i18n.language)}</td>
      <td className="px-4 py-3 text-end tabular-nums">
        {formatCents(payout.amountCents, i18n.language, payout.currency)}
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap gap-1">
          <PayoutStatusBadge status={payout.status} />
          {payout.testMode && <TestBadge />}
        </span>
      </td>
    </tr>
  );
}

/** The payouts sent (or being sent) to the creator, newest first. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation("marketplace");
  return (
    <div className="space-y-2" data-testid="payout-history">
      <h3 id="payout-history-heading" className="text-sm font-semibold text-slate-700">
        {t("payouts.history")}
      </h3>
      {payouts.length === 0 ? (
        <p className="text-sm text-slate-500">{t("payouts.none")}</p>
      ) : (
        <div className="-mx-6 overflow-x-auto">
          <table className="w-full text-sm" aria-labelledby="payout-history-heading">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t("payouts.date")}
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  {t("payouts.amount")}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t("payouts.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <PayoutRow key={payout.id} payout={payout} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
