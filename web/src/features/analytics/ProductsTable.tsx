import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../components/DataTable";
import { formatPercent } from "../../lib/format";
import type { Report } from "./api/analytics-queries";
import { useMoney } from "./report-format";

type ProductFigures = Report["products"][number];

/** Each product's sales, test sales, gross, views and conversion. */
export function ProductsTable({ products }: { products: Report["products"] }) {
  const { t, i18n } = useTranslation("analytics");
  const money = useMoney();
  const figure = { align: "end", className: "tabular-nums" } as const;
  const columns: Column<ProductFigures>[] = [
    { header: t("products.product"), rowHeader: true, className: "font-normal", cell: (p) => p.title },
    { header: t("products.sales"), ...figure, cell: (p) => p.real.count },
    { header: t("products.testSales"), ...figure, cell: (p) => p.test.count },
    {
      header: t("products.gross"),
      ...figure,
      cell: (p) => (
        <>
          {money(p.real.grossCents)}
          {p.test.grossCents > 0 && (
            <span className="block text-xs text-slate-500">
              {t("products.testAmount", { amount: money(p.test.grossCents) })}
            </span>
          )}
        </>
      ),
    },
    { header: t("products.views"), ...figure, cell: (p) => p.views },
    {
      header: t("products.conversion"),
      ...figure,
      cell: (p) => (p.conversion === null ? "–" : formatPercent(p.conversion * 100, i18n.language)),
    },
  ];
  return (
    <div className="overflow-x-auto">
      <DataTable columns={columns} rows={products} rowKey={(p) => p.productId} compact testId="analytics-products" />
    </div>
  );
}
