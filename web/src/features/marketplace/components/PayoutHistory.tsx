import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { type Column, DataTable } from "../../../components/DataTable";
import type { Payout } from "../api/marketplace-client";
import { formatDate } from "../dates";
import { PayoutStatusBadge, TestBadge } from "./SaleBadges";

/** The payouts sent (or being sent) to the creator, newest first. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  const { t, i18n } = useTranslation("marketplace");
  const columns: Column<Payout>[] = [
    {
      header: t("payouts.date"),
      className: "whitespace-nowrap",
      cell: (payout) => formatDate(payout.paidAt ?? payout.createdAt, i18n.language),
    },
    {
      header: t("payouts.amount"),
      align: "end",
      className: "tabular-nums",
      cell: (payout) => formatCents(payout.amountCents, i18n.language, payout.currency),
    },
    {
      header: t("payouts.status"),
      cell: (payout) => (
        <span className="flex flex-wrap gap-1">
          <PayoutStatusBadge status={payout.status} />
          {payout.testMode && <TestBadge />}
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-2" data-testid="payout-history">
      <h3 id="payout-history-heading" className="text-sm font-semibold text-slate-700">
        {t("payouts.history")}
      </h3>
      {payouts.length === 0 ? (
        <p className="text-sm text-slate-500">{t("payouts.none")}</p>
      ) : (
        <div className="-mx-6 overflow-x-auto">
          <DataTable
            columns={columns}
            rows={payouts}
            rowKey={(payout) => payout.id}
            labelledBy="payout-history-heading"
          />
        </div>
      )}
    </div>
  );
}
