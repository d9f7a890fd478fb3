import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOwnPurchases } from "../api/purchase-queries";
import { SaleStatusBadge, TestBadge } from "./SaleBadges";

/** What the creator bought, each with its receipt; a refunded or disputed purchase says so. */
export function MyPurchasesSection() {
  const { t } = useTranslation("marketplace");
  const purchases = useOwnPurchases();
  return (
    <section className="card">
      <h2 className="mb-3 text-lg font-semibold">{t("mine.purchasesHeading")}</h2>
      {purchases.data?.purchases.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {purchases.data.purchases.map((purchase) => (
            <li key={purchase.purchaseId} className="flex items-center justify-between gap-3 py-2">
              <span className="flex flex-wrap items-center gap-2">
                {purchase.title}
                {purchase.status !== "paid" && <SaleStatusBadge status={purchase.status} />}
                {purchase.testMode && <TestBadge />}
              </span>
              <span className="flex shrink-0 gap-3">
                {purchase.invoiceUrl && (
                  <a href={purchase.invoiceUrl} className="text-indigo-600 hover:underline">
                    {t("receipt.invoice")}
                  </a>
                )}
                <Link to={`/receipt/${purchase.purchaseId}`} className="text-indigo-600 hover:underline">
                  {t("mine.receipt")}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t("mine.noPurchases")}</p>
      )}
    </section>
  );
}
