import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents, formatMinor } from "../../../../../worker/common/money";
import { PageLoading } from "../../../components/PageLoading";
import { serverMessage } from "../../../lib/api-client";
import type { OwnPurchase } from "../api/marketplace-client";
import { useReceipt } from "../api/purchase-queries";
import { formatDate } from "../dates";
import { EditionDownloads } from "./EditionDownloads";
import { SaleStatusBadge, TestBadge } from "./SaleBadges";

/** A paid purchase whose product has an edition newer than the newest one its buyer downloaded. */
const hasNewEdition = (purchase: OwnPurchase) =>
  purchase.status === "paid" &&
  purchase.downloadedEdition !== null &&
  purchase.newestEdition > purchase.downloadedEdition;

/** What the buyer paid: in the currency they paid in when the charge recorded it, else the dollar price. */
function paidAmount(purchase: OwnPurchase, language: string): string {
  const charge = purchase.charge;
  if (charge?.currency && charge.totalMinor !== null) return formatMinor(charge.totalMinor, charge.currency, language);
  return formatCents(purchase.priceCents, language);
}

/** Every edition with its release notes, read when the buyer opens them. */
function PurchaseEditions({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation("marketplace");
  const receipt = useReceipt(purchaseId);
  if (receipt.isPending) return <PageLoading />;
  if (receipt.isError) return <p role="alert">{serverMessage(receipt.error, t("receipt.unavailable"))}</p>;
  return <EditionDownloads editions={receipt.data.receipt.editions} single />;
}

export interface EmailChoice {
  on: boolean;
  busy: boolean;
  change: (productId: number, emails: boolean) => void;
}

/** One purchase: what, when, for how much, its downloads, receipt and release notes, and its update e-mails. */
export function PurchaseCard({ purchase, emails }: { purchase: OwnPurchase; emails: EmailChoice | null }) {
  const { t, i18n } = useTranslation("marketplace");
  const paid = purchase.status === "paid";
  // The editions and their notes are read once the buyer first opens them, not for every purchase on the page.
  const [opened, setOpened] = useState(false);
  return (
    <article className="card space-y-3" data-testid="purchase">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link to={`/product/${purchase.productId}`} className="text-indigo-700 hover:underline">
              {purchase.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{purchase.author || t("receipt.formerCreator")}</p>
        </div>
        <span className="flex flex-wrap items-center gap-2">
          {!paid && <SaleStatusBadge status={purchase.status} />}
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
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-500">{t("purchases.date")}</dt>
        <dd>{formatDate(purchase.paidAt ?? purchase.createdAt, i18n.language)}</dd>
        <dt className="text-slate-500">{t("purchases.paid")}</dt>
        <dd className="font-medium" data-testid="purchase-paid">
          {paidAmount(purchase, i18n.language)}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {paid && (
          <a href={`/api/marketplace/download/${purchase.purchaseId}`} className="btn-primary text-sm" download>
            <Download className="h-4 w-4" aria-hidden />
            {t("editions.download", { label: purchase.newestLabel })}
          </a>
        )}
        <Link to={`/receipt/${purchase.purchaseId}`} className="text-indigo-600 hover:underline">
          {t("mine.receipt")}
        </Link>
        {purchase.invoiceUrl && (
          <a href={purchase.invoiceUrl} className="text-indigo-600 hover:underline">
            {t("receipt.invoice")}
          </a>
        )}
        {paid && emails && (
          <label className="flex items-center gap-1 text-slate-600">
            <input
              type="checkbox"
              checked={emails.on}
              disabled={emails.busy}
              onChange={(event) => emails.change(purchase.productId, event.target.checked)}
            />
            {t("editions.emails")}
          </label>
        )}
      </div>
      {paid && (
        <details className="text-sm" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
          <summary className="cursor-pointer text-indigo-700">{t("purchases.editions")}</summary>
          <div className="mt-2">{opened && <PurchaseEditions purchaseId={purchase.purchaseId} />}</div>
        </details>
      )}
    </article>
  );
}
