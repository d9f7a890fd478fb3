import { useTranslation } from "react-i18next";
import type { PurchaseStatus } from "../../../../../schema/marketplace-enums";
import type { PayoutStatus } from "../api/marketplace-client";

const PILL = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";

/** Marks a test-mode sale or earning, in which no money moved. */
export function TestBadge() {
  const { t } = useTranslation("marketplace");
  return (
    <span className={`${PILL} bg-amber-100 text-amber-800`} title={t("badges.testHint")}>
      {t("badges.test")}
    </span>
  );
}

const STATUS_TONE: Record<PurchaseStatus, string> = {
  pending: "bg-slate-100 text-slate-600",
  paid: "bg-emerald-50 text-emerald-700",
  refunded: "bg-slate-100 text-slate-700",
  disputed: "bg-red-50 text-red-700",
};

export function SaleStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation("marketplace");
  return <span className={`${PILL} ${STATUS_TONE[status]}`}>{t(`saleStatus.${status}`)}</span>;
}

const PAYOUT_TONE: Record<PayoutStatus, string> = {
  pending: "bg-slate-100 text-slate-600",
  paid: "bg-emerald-50 text-emerald-700",
  failed: "bg-red-50 text-red-700",
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation("marketplace");
  return <span className={`${PILL} ${PAYOUT_TONE[status]}`}>{t(`payouts.statuses.${status}`)}</span>;
}
