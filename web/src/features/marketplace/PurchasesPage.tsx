import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useSetUpdateEmails, useUpdateEmails } from "./api/edition-queries";
import { useOwnPurchases } from "./api/purchase-queries";
import { PurchaseCard } from "./components/PurchaseCard";

/** The product id under which every product's update e-mails are turned off (as the server stores it). */
const ALL_PRODUCTS = 0;

function useUpdateEmailChoice() {
  const { t } = useTranslation("marketplace");
  const choices = useUpdateEmails();
  const set = useSetUpdateEmails();
  const change = (productId: number, emails: boolean) =>
    set.mutate(
      { productId, emails },
      { onError: (error) => notify.error(t("mine.failedTitle"), serverMessage(error, t("mine.failed"))) },
    );
  return { choices: choices.data, change, busy: set.isPending || choices.isPending };
}

/** What the member bought: each purchase with its price, date, downloads, receipt and release notes. */
export function PurchasesPage() {
  const { t } = useTranslation("marketplace");
  const purchases = useOwnPurchases();
  const { choices, change, busy } = useUpdateEmailChoice();
  const allOff = choices?.all ?? false;
  if (purchases.isPending) return <PageLoading />;
  if (purchases.isError)
    return (
      <p className="card text-center text-red-600" role="alert">
        {serverMessage(purchases.error, t("purchases.loadFailed"))}
      </p>
    );
  const own = purchases.data.purchases;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h2 className="text-xl font-semibold">{t("mine.purchasesHeading")}</h2>
      {own.length === 0 ? (
        <div className="card space-y-3 text-center">
          <p className="text-slate-600">{t("mine.noPurchases")}</p>
          <Link to="/marketplace" className="btn-secondary text-sm">
            {t("purchases.browse")}
          </Link>
        </div>
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={!allOff}
              disabled={busy}
              onChange={(event) => change(ALL_PRODUCTS, event.target.checked)}
            />
            {t("editions.allEmails")}
          </label>
          {own.map((purchase) => (
            <PurchaseCard
              key={purchase.purchaseId}
              purchase={purchase}
              emails={
                allOff ? null : { on: !choices?.mutedProducts.includes(purchase.productId), busy, change: change }
              }
            />
          ))}
        </>
      )}
    </div>
  );
}
