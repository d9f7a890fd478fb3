import { CheckCircle2, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { useReceipt } from "./api/queries";

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
  return (
    <div className="card mx-auto max-w-lg space-y-5" data-testid="receipt">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="h-8 w-8 text-emerald-500" aria-hidden />
        <h2 className="text-2xl font-semibold">
          {receipt.status === "paid" ? t("receipt.paid") : t("receipt.pending")}
        </h2>
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
        <dd>{receipt.author}</dd>
        <dt className="text-slate-500">{t("receipt.price")}</dt>
        <dd data-testid="receipt-price">{formatCents(receipt.priceCents, i18n.language)}</dd>
        <dt className="text-slate-500">{t("receipt.id")}</dt>
        <dd className="break-all font-mono text-xs">{receipt.purchaseId}</dd>
      </dl>
      {receipt.downloadUrl && (
        <a href={receipt.downloadUrl} className="btn-primary w-full" download>
          <Download className="h-4 w-4" aria-hidden />
          {t("receipt.download")}
        </a>
      )}
    </div>
  );
}
