import { AlertTriangle, CheckCircle2, Clock, Download, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import type { Receipt } from "./api/marketplace-client";
import { useReceipt } from "./api/purchase-queries";
import { EditionDownloads } from "./components/EditionDownloads";
import { ReceiptCharge } from "./components/ReceiptCharge";
import { formatDate } from "./dates";

const STATUS_ICON = {
  paid: <CheckCircle2 className="h-8 w-8 text-emerald-500" aria-hidden />,
  pending: <Clock className="h-8 w-8 text-amber-500" aria-hidden />,
  refunded: <RotateCcw className="h-8 w-8 text-slate-500" aria-hidden />,
  disputed: <AlertTriangle className="h-8 w-8 text-amber-500" aria-hidden />,
} as const;

function ReceiptPrice({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation("marketplace");
  const price = formatCents(receipt.priceCents, i18n.language);
  if (!receipt.discountCode || receipt.listPriceCents === null) return <span data-testid="receipt-price">{price}</span>;
  const listPrice = formatCents(receipt.listPriceCents, i18n.language);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span data-testid="receipt-price">{price}</span>
      <s className="text-slate-500">
        <span className="sr-only">{t("price.was", { price: listPrice })}</span>
        <span aria-hidden>{listPrice}</span>
      </s>
    </span>
  );
}

/** Why a purchase that was paid has no download now. */
function EndedDownloadNotice({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation("marketplace");
  if (receipt.status === "refunded") {
    const date = receipt.refundedAt === null ? "" : formatDate(receipt.refundedAt, i18n.language);
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="receipt-refunded">
        {receipt.refundedAt === null ? t("receipt.refundedNoDate") : t("receipt.refundedNotice", { date })}
      </p>
    );
  }
  if (receipt.status === "disputed") {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="receipt-disputed">
        {t("receipt.disputedNotice")}
      </p>
    );
  }
  return null;
}

export function ReceiptPage() {
  const { t, i18n } = useTranslation("marketplace");
  const { purchaseId = "" } = useParams();
  const query = useReceipt(purchaseId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div className="card mx-auto max-w-lg text-center" role="alert">
        <h2 className="text-xl font-semibold">{t("receipt.unavailableTitle")}</h2>
        <p className="mt-2 text-slate-600">{serverMessage(query.error, t("receipt.unavailable"))}</p>
      </div>
    );
  }
  const { receipt } = query.data;
  // A purchase paid in another currency shows that amount (ReceiptCharge); its dollar figure is what was settled.
  const inDollars = (receipt.charge?.currency ?? "USD") === "USD";
  return (
    <div className="card mx-auto max-w-lg space-y-5" data-testid="receipt">
      <div className="flex items-center gap-3">
        {STATUS_ICON[receipt.status]}
        <h2 className="text-2xl font-semibold">{t(`receipt.${receipt.status}`)}</h2>
      </div>
      {receipt.testMode && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{t("receipt.testMode")}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-slate-500">{t("receipt.product")}</dt>
        <dd className="font-medium">
          <Link to={`/product/${receipt.productId}`} className="text-indigo-600 hover:underline">
            {receipt.title}
          </Link>
        </dd>
        <dt className="text-slate-500">{t("receipt.author")}</dt>
        <dd>{receipt.author || t("receipt.formerCreator")}</dd>
        {inDollars && (
          <>
            <dt className="text-slate-500">{t("receipt.price")}</dt>
            <dd>
              <ReceiptPrice receipt={receipt} />
            </dd>
          </>
        )}
        <ReceiptCharge receipt={receipt} />
        {receipt.discountCode && receipt.listPriceCents !== null && (
          <>
            <dt className="text-slate-500">{t("receipt.discount")}</dt>
            <dd data-testid="receipt-discount">
              {inDollars
                ? t("receipt.discountValue", {
                    code: receipt.discountCode,
                    amount: formatCents(receipt.listPriceCents - receipt.priceCents, i18n.language),
                  })
                : receipt.discountCode}
            </dd>
          </>
        )}
        <dt className="text-slate-500">{t("receipt.id")}</dt>
        <dd className="break-all font-mono text-xs">{receipt.purchaseId}</dd>
      </dl>
      <EndedDownloadNotice receipt={receipt} />
      {receipt.downloadUrl && (
        <a href={receipt.downloadUrl} className="btn-primary w-full" download>
          <Download className="h-4 w-4" aria-hidden />
          {t("receipt.download")}
        </a>
      )}
      <EditionDownloads editions={receipt.editions} />
    </div>
  );
}
