import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../../../worker/common/money";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useUpdateListing } from "../api/listing-queries";
import type { OwnItem } from "../api/marketplace-client";

function EarningsCell({ item }: { item: OwnItem }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <td className="px-4 py-3 text-end tabular-nums">
      {formatCents(item.earningsCents, i18n.language)}
      {item.testSales > 0 && (
        <div className="text-xs text-slate-400">
          {t("mine.earningsTest", {
            amount: formatCents(item.testEarningsCents, i18n.language),
            sales: item.testSales,
          })}
        </div>
      )}
    </td>
  );
}

/** The creator's products with price, real sales and earnings, and a publish switch. */
export function OwnProductsTable({ items }: { items: OwnItem[] }) {
  const { t, i18n } = useTranslation("marketplace");
  const update = useUpdateListing();

  const toggle = (id: number, status: "published" | "unpublished") =>
    update.mutate(
      { id, changes: { status: status === "published" ? "unpublished" : "published" } },
      { onError: (error) => notify.error(t("mine.failedTitle"), serverMessage(error, t("mine.failed"))) },
    );

  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-start text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-3 text-start">{t("mine.product")}</th>
            <th className="px-4 py-3 text-end">{t("mine.price")}</th>
            <th className="px-4 py-3 text-end">{t("mine.sales")}</th>
            <th className="px-4 py-3 text-end">{t("mine.earnings")}</th>
            <th className="px-4 py-3 text-end">{t("mine.status")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-slate-100">
              <td className="px-4 py-3">
                <Link to={`/product/${item.id}`} className="font-medium text-slate-900 hover:text-indigo-600">
                  {item.title}
                </Link>
                <div className="text-xs text-slate-500">{item.category}</div>
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{formatCents(item.priceCents, i18n.language)}</td>
              <td className="px-4 py-3 text-end tabular-nums">{item.purchases}</td>
              <EarningsCell item={item} />
              <td className="px-4 py-3 text-end">
                <button
                  type="button"
                  className="btn-secondary px-3 py-1 text-xs"
                  onClick={() => toggle(item.id, item.status)}
                  disabled={update.isPending}
                >
                  {item.status === "published" ? t("mine.unpublish") : t("mine.publish")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
