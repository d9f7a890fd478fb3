import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryLabel } from "../../../../../worker/common/category-label";
import { formatCents } from "../../../../../worker/common/money";
import { type Column, DataTable } from "../../../components/DataTable";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useUpdateListing } from "../api/listing-queries";
import type { OwnItem } from "../api/marketplace-client";
import { CoverControl } from "./CoverControl";

function Earnings({ item }: { item: OwnItem }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <>
      {formatCents(item.earningsCents, i18n.language)}
      {item.testSales > 0 && (
        <div className="text-xs text-slate-500">
          {t("mine.earningsTest", {
            amount: formatCents(item.testEarningsCents, i18n.language),
            sales: item.testSales,
          })}
        </div>
      )}
    </>
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

  const columns: Column<OwnItem>[] = [
    {
      header: t("mine.product"),
      cell: (item) => (
        <>
          <Link to={`/product/${item.id}`} className="font-medium text-slate-900 hover:text-indigo-600">
            {item.title}
          </Link>
          <div className="text-xs text-slate-500">{categoryLabel(t, item.category)}</div>
        </>
      ),
    },
    { header: t("mine.cover"), cell: (item) => <CoverControl item={item} /> },
    {
      header: t("mine.price"),
      align: "end",
      className: "tabular-nums",
      cell: (item) => formatCents(item.priceCents, i18n.language),
    },
    { header: t("mine.sales"), align: "end", className: "tabular-nums", cell: (item) => item.purchases },
    { header: t("mine.earnings"), align: "end", className: "tabular-nums", cell: (item) => <Earnings item={item} /> },
    {
      header: t("mine.status"),
      align: "end",
      cell: (item) => (
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          onClick={() => toggle(item.id, item.status)}
          disabled={update.isPending}
        >
          {item.status === "published" ? t("mine.unpublish") : t("mine.publish")}
        </button>
      ),
    },
  ];

  return (
    <div className="card overflow-x-auto p-0">
      <DataTable columns={columns} rows={items} rowKey={(item) => item.id} />
    </div>
  );
}
