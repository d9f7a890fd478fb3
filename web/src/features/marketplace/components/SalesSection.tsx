import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { serverMessage } from "../../../lib/api-client";
import type { Sale } from "../api/marketplace-client";
import { useSales } from "../api/sales-queries";
import { formatDate } from "../dates";
import { RefundControl } from "./RefundControl";
import { SaleStatusBadge, TestBadge } from "./SaleBadges";

function SalePrice({ sale }: { sale: Sale }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <>
      {formatCents(sale.priceCents, i18n.language)}
      {sale.discountCode && (
        <div className="text-xs text-slate-500">
          {sale.listPriceCents !== null && <s className="me-1">{formatCents(sale.listPriceCents, i18n.language)}</s>}
          {t("sales.withCode", { code: sale.discountCode })}
        </div>
      )}
    </>
  );
}

function SaleRow({ sale }: { sale: Sale }) {
  const { i18n } = useTranslation("marketplace");
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-4 py-3 font-medium text-slate-900">{sale.title}</td>
      <td className="px-4 py-3">{sale.buyer}</td>
      <td className="px-4 py-3 text-end tabular-nums">
        <SalePrice sale={sale} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {sale.paidAt === null ? "–" : formatDate(sale.paidAt, i18n.language)}
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap gap-1">
          <SaleStatusBadge status={sale.status} />
          {sale.testMode && <TestBadge />}
        </span>
      </td>
      <td className="px-4 py-3 text-end">{sale.refundable && <RefundControl sale={sale} />}</td>
    </tr>
  );
}

/** The creator's sales, newest first, each refundable here while the refund window is open. */
export function SalesSection() {
  const { t } = useTranslation("marketplace");
  const sales = useSales();
  return (
    <section className="card space-y-3" data-testid="sales" aria-labelledby="sales-heading">
      <h2 id="sales-heading" className="text-lg font-semibold">
        {t("sales.heading")}
      </h2>
      {sales.isPending ? (
        <p className="text-sm text-slate-500">{t("sales.loading")}</p>
      ) : sales.isError ? (
        <p className="text-sm text-red-600" role="alert">
          {serverMessage(sales.error, t("sales.loadFailed"))}
        </p>
      ) : sales.data.sales.length === 0 ? (
        <p className="text-sm text-slate-500">{t("sales.none")}</p>
      ) : (
        <div className="-mx-6 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-3 text-start">{t("sales.product")}</th>
                <th className="px-4 py-3 text-start">{t("sales.buyer")}</th>
                <th className="px-4 py-3 text-end">{t("sales.price")}</th>
                <th className="px-4 py-3 text-start">{t("sales.date")}</th>
                <th className="px-4 py-3 text-start">{t("sales.status")}</th>
                <th className="px-4 py-3">
                  <span className="sr-only">{t("sales.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.data.sales.map((sale) => (
                <SaleRow key={sale.purchaseId} sale={sale} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
