import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { Sale } from "../api/marketplace-client";
import { useRefundSale } from "../api/sales-queries";

/** "Refund" on a sale, which asks once more in place before the buyer's money goes back and their download ends. */
export function RefundControl({ sale }: { sale: Sale }) {
  const { t, i18n } = useTranslation("marketplace");
  const refund = useRefundSale();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    refund.mutate(sale.purchaseId, {
      onSuccess: (result) => {
        setConfirming(false);
        notify.success(t("sales.refundedTitle"), result.message);
      },
      onError: (error) => notify.error(t("sales.failedTitle"), serverMessage(error, t("sales.failed"))),
    });

  if (!confirming) {
    return (
      <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={() => setConfirming(true)}>
        {t("sales.refund")}
      </button>
    );
  }
  return (
    <fieldset className="ms-auto max-w-56 space-y-2 text-start">
      <legend className="text-xs text-slate-700">
        {t("sales.confirm", { amount: formatCents(sale.priceCents, i18n.language), buyer: sale.buyer })}
      </legend>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className="btn-primary px-3 py-1 text-xs"
          onClick={confirm}
          disabled={refund.isPending}
          aria-busy={refund.isPending}
        >
          {refund.isPending ? t("sales.refunding") : t("sales.refund")}
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          onClick={() => setConfirming(false)}
          disabled={refund.isPending}
        >
          {t("sales.cancel")}
        </button>
      </div>
    </fieldset>
  );
}
