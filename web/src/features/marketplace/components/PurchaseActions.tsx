import { Download, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Currency } from "../../../../../schema/pricing-enums";
import type { ItemDetail } from "../api/marketplace-client";
import { DiscountCodeField } from "./DiscountCodeField";
import { usePurchaseFlow } from "./usePurchaseFlow";

/** The product page's call to action: the download for an owner, a note for the creator, else buying (with a code). */
export function PurchaseActions({
  item,
  purchase,
  ownedByViewer,
  currency,
}: Pick<ItemDetail, "item" | "purchase" | "ownedByViewer"> & { currency: Currency }) {
  const { t } = useTranslation("marketplace");
  const { buy, pendingId } = usePurchaseFlow();
  const [discountCode, setDiscountCode] = useState<string | null>(null);

  if (purchase?.status === "paid" && item.downloadUrl) {
    return (
      <>
        <a href={item.downloadUrl} className="btn-primary w-full" download>
          <Download className="h-4 w-4" aria-hidden />
          {t("product.download")}
        </a>
        <Link to={`/receipt/${purchase.id}`} className="block text-center text-sm text-indigo-600">
          {t("product.receipt")}
        </Link>
      </>
    );
  }
  if (purchase?.status === "refunded" || purchase?.status === "disputed") {
    // The server does not sell the product again to this buyer; the receipt says what happened to the payment.
    return (
      <Link to={`/receipt/${purchase.id}`} className="btn-secondary w-full">
        {t("product.receipt")}
      </Link>
    );
  }
  if (ownedByViewer) {
    return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t("product.yours")}</p>;
  }
  return (
    <>
      <button
        type="button"
        className="btn-primary w-full"
        onClick={() => buy(item, discountCode ?? undefined, currency)}
        disabled={pendingId === item.id}
      >
        <ShoppingCart className="h-4 w-4" aria-hidden />
        {pendingId === item.id ? t("purchase.pending") : t("product.buy")}
      </button>
      <DiscountCodeField productId={item.id} onChange={setDiscountCode} />
    </>
  );
}
