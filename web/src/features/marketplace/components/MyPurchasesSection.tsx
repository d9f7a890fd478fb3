import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSetUpdateEmails, useUpdateEmails } from "../api/edition-queries";
import type { OwnPurchase } from "../api/marketplace-client";
import { useOwnPurchases } from "../api/purchase-queries";
import { SaleStatusBadge, TestBadge } from "./SaleBadges";

/** The product id under which every product's update e-mails are turned off (as the server stores it). */
const ALL_PRODUCTS = 0;

/** A paid purchase whose product has an edition newer than the newest one its buyer downloaded. */
const hasNewEdition = (purchase: OwnPurchase) =>
  purchase.status === "paid" &&
  purchase.downloadedEdition !== null &&
  purchase.newestEdition > purchase.downloadedEdition;

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

/** What the user bought, each with its receipt; a refunded or disputed purchase says so, a new edition is marked. */
export function MyPurchasesSection() {
  const { t } = useTranslation("marketplace");
  const purchases = useOwnPurchases();
  const { choices, change, busy } = useUpdateEmailChoice();
  const allOff = choices?.all ?? false;
  return (
    <section className="card">
      <h2 className="mb-3 text-lg font-semibold">{t("mine.purchasesHeading")}</h2>
      {purchases.data?.purchases.length ? (
        <>
          <label className="mb-3 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={!allOff}
              disabled={busy}
              onChange={(event) => change(ALL_PRODUCTS, event.target.checked)}
            />
            {t("editions.allEmails")}
          </label>
          <ul className="divide-y divide-slate-100 text-sm">
            {purchases.data.purchases.map((purchase) => (
              <li key={purchase.purchaseId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  {purchase.title}
                  {purchase.status !== "paid" && <SaleStatusBadge status={purchase.status} />}
                  {purchase.testMode && <TestBadge />}
                  {hasNewEdition(purchase) && (
                    <span
                      className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700"
                      data-testid="new-edition"
                    >
                      {t("editions.newAvailable", { label: purchase.newestLabel })}
                    </span>
                  )}
                </span>
                <span className="flex shrink-0 flex-wrap items-center gap-3">
                  {purchase.status === "paid" && !allOff && (
                    <label className="flex items-center gap-1 text-xs text-slate-600">
                      <input
                        type="checkbox"
                        checked={!choices?.mutedProducts.includes(purchase.productId)}
                        disabled={busy}
                        onChange={(event) => change(purchase.productId, event.target.checked)}
                      />
                      {t("editions.emails")}
                    </label>
                  )}
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
        </>
      ) : (
        <p className="text-sm text-slate-500">{t("mine.noPurchases")}</p>
      )}
    </section>
  );
}
