import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "../../../../../worker/common/money";
import type { Receipt } from "../api/marketplace-client";

/** Why a paid sale carries no tax figure, or a figure of none. */
function taxNotice(receipt: Receipt, charge: NonNullable<Receipt["charge"]>): string | null {
  if (charge.taxMinor === null) return receipt.testMode ? "receipt.noTaxTestMode" : "receipt.noTaxComputed";
  if (charge.taxNote === "reverse_charge") return "receipt.reverseCharge";
  if (charge.taxNote === "exempt") return "receipt.taxExempt";
  return null;
}

/**
 * What the buyer paid, in the currency they paid in: the total, the tax in it (or why there is none) and the
 * invoice Stripe issued. Nothing for a purchase made before charges were recorded, or not yet paid.
 */
export function ReceiptCharge({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation("marketplace");
  const charge = receipt.charge;
  if (!charge || charge.totalMinor === null) return null;
  const money = (minor: number) => formatMinor(minor, charge.currency, i18n.language);
  const notice = taxNotice(receipt, charge);
  const country = charge.taxCountry ?? "";
  // A dollar purchase that paid its price exactly has it on the price row already.
  const samePaid = charge.currency === "USD" && charge.totalMinor === receipt.priceCents;
  return (
    <>
      {!samePaid && (
        <>
          <dt className="text-slate-500">{t("receipt.paidAmount")}</dt>
          <dd className="font-medium" data-testid="receipt-paid">
            {money(charge.totalMinor)}
          </dd>
        </>
      )}
      {charge.taxMinor !== null && (
        <>
          <dt className="text-slate-500">{t("receipt.tax")}</dt>
          <dd data-testid="receipt-tax">
            {t(charge.totalMinor > charge.amountMinor ? "receipt.taxAdded" : "receipt.taxIncluded", {
              amount: money(charge.taxMinor),
              country,
            })}
          </dd>
        </>
      )}
      {notice && (
        <dd className="col-span-2 text-slate-600" data-testid="receipt-tax-notice">
          {t(notice)}
        </dd>
      )}
      {receipt.invoiceUrl && (
        <>
          <dt className="text-slate-500">{t("receipt.invoice")}</dt>
          <dd>
            <a href={receipt.invoiceUrl} className="inline-flex items-center gap-1 text-indigo-600 hover:underline">
              <FileText className="h-4 w-4" aria-hidden />
              {t("receipt.viewInvoice")}
            </a>
          </dd>
        </>
      )}
    </>
  );
}
