import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { useMoney } from "./report-format";

/** Each product's sales, test sales, gross, views and conversion. */
export function ProductsTable({ products }: { products: Report["products"] }) {
  const { t } = useTranslation("analytics");
  const money = useMoney();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="analytics-products">
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="py-1 text-start font-medium">
              {t("products.product")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("products.sales")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("products.testSales")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("products.gross")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("products.views")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("products.conversion")}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.productId} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-start font-normal">
                {p.title}
              </th>
              <td className="py-1 text-end tabular-nums">{p.real.count}</td>
              <td className="py-1 text-end tabular-nums">{p.test.count}</td>
              <td className="py-1 text-end tabular-nums">
                {money(p.real.grossCents)}
                {p.test.grossCents > 0 && (
                  <span className="block text-xs text-slate-400">
                    {t("products.testAmount", { amount: money(p.test.grossCents) })}
                  </span>
                )}
              </td>
              <td className="py-1 text-end tabular-nums">{p.views}</td>
              <td className="py-1 text-end tabular-nums">
                {p.conversion === null ? "–" : `${Math.round(p.conversion * 1000) / 10}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
