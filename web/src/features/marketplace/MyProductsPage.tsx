import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useOwnItems, useOwnPurchases, useUpdateListing } from "./api/queries";
import { NewProductForm } from "./NewProductForm";

export function MyProductsPage() {
  const { t, i18n } = useTranslation("marketplace");
  const items = useOwnItems();
  const purchases = useOwnPurchases();
  const update = useUpdateListing();
  const [adding, setAdding] = useState(false);

  const toggle = (id: number, status: "published" | "unpublished") =>
    update.mutate(
      { id, changes: { status: status === "published" ? "unpublished" : "published" } },
      { onError: (error) => notify.error(t("mine.failedTitle"), serverMessage(error, t("mine.failed"))) },
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{t("mine.heading")}</h2>
        <button type="button" className="btn-primary" onClick={() => setAdding((v) => !v)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("mine.add")}
        </button>
      </div>
      {adding && <NewProductForm onDone={() => setAdding(false)} />}
      {items.isPending ? (
        <PageLoading />
      ) : items.data?.items.length === 0 ? (
        <p className="card text-center text-slate-600">{t("mine.none")}</p>
      ) : (
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
              {items.data?.items.map((item) => (
                <tr key={item.id} className="border-t border-slate-100">
                  <td className="px-4 py-3">
                    <Link to={`/product/${item.id}`} className="font-medium text-slate-900 hover:text-indigo-600">
                      {item.title}
                    </Link>
                    <div className="text-xs text-slate-500">{item.category}</div>
                  </td>
                  <td className="px-4 py-3 text-end tabular-nums">{formatCents(item.priceCents, i18n.language)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{item.purchases}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{formatCents(item.earningsCents, i18n.language)}</td>
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
      )}
      <section className="card">
        <h2 className="mb-3 text-lg font-semibold">{t("mine.purchasesHeading")}</h2>
        {purchases.data?.purchases.length ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {purchases.data.purchases.map((purchase) => (
              <li key={purchase.purchaseId} className="flex items-center justify-between py-2">
                <span>{purchase.title}</span>
                <Link to={`/receipt/${purchase.purchaseId}`} className="text-indigo-600 hover:underline">
                  {t("mine.receipt")}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t("mine.noPurchases")}</p>
        )}
      </section>
    </div>
  );
}
