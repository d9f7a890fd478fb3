import { useTranslation } from "react-i18next";
import { formatCents, formatMinor } from "../../../../../worker/common/money";
import { type Column, DataTable } from "../../../components/DataTable";
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
      {sale.buyerPaid?.totalMinor != null && sale.buyerPaid.currency !== "USD" && (
        <div className="text-xs text-slate-500" data-testid="sale-buyer-paid">
          {t("receipt.paidAmount")}: {formatMinor(sale.buyerPaid.totalMinor, sale.buyerPaid.currency, i18n.language)}
        </div>
      )}
      {sale.invoiceUrl && (
        <a href={sale.invoiceUrl} className="block text-xs text-indigo-600 hover:underline">
          {t("receipt.invoice")}
        </a>
      )}
    </>
  );
}

function useSaleColumns(): Column<Sale>[] {
  const { t, i18n } = useTranslation("marketplace");
  return [
    { header: t("sales.product"), className: "font-medium text-slate-900", cell: (sale) => sale.title },
    { header: t("sales.buyer"), cell: (sale) => sale.buyer },
    { header: t("sales.price"), align: "end", className: "tabular-nums", cell: (sale) => <SalePrice sale={sale} /> },
    {
      header: t("sales.date"),
      className: "whitespace-nowrap",
      cell: (sale) => (sale.paidAt === null ? "–" : formatDate(sale.paidAt, i18n.language)),
    },
    {
      header: t("sales.status"),
      cell: (sale) => (
        <span className="flex flex-wrap gap-1">
          <SaleStatusBadge status={sale.status} />
          {sale.testMode && <TestBadge />}
        </span>
      ),
    },
    { header: t("sales.actions"), actions: true, cell: (sale) => sale.refundable && <RefundControl sale={sale} /> },
  ];
}

/** The creator's sales, newest first, each refundable here while the refund window is open. */
export function SalesSection() {
  const { t } = useTranslation("marketplace");
  const sales = useSales();
  const columns = useSaleColumns();
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
          <DataTable columns={columns} rows={sales.data.sales} rowKey={(sale) => sale.purchaseId} />
        </div>
      )}
    </section>
  );
}
