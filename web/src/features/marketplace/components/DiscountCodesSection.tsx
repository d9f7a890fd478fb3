import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { type Column, DataTable } from "../../../components/DataTable";
import { serverMessage } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { useDeleteDiscountCode, useDiscountCodes } from "../api/discount-code-queries";
import type { DiscountCode, OwnItem } from "../api/marketplace-client";
import { formatDate } from "../dates";
import { NewDiscountCodeForm } from "./NewDiscountCodeForm";

function DeleteCodeButton({ code }: { code: DiscountCode }) {
  const { t } = useTranslation("marketplace");
  const remove = useDeleteDiscountCode();
  const deleteCode = () =>
    remove.mutate(code.id, {
      onSuccess: () => notify.success(t("codes.deletedTitle"), t("codes.deleted", { code: code.code })),
      onError: (error) => notify.error(t("codes.deleteFailedTitle"), serverMessage(error, t("codes.deleteFailed"))),
    });
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1 text-xs"
      onClick={deleteCode}
      disabled={remove.isPending}
      aria-label={t("codes.deleteLabel", { code: code.code })}
    >
      <Trash2 className="h-3.5 w-3.5" aria-hidden />
      {t("codes.delete")}
    </button>
  );
}

function useCodeColumns(): Column<DiscountCode>[] {
  const { t, i18n } = useTranslation("marketplace");
  const off = (code: DiscountCode) =>
    code.percentOff !== null
      ? new Intl.NumberFormat(i18n.language, { style: "percent" }).format(code.percentOff / 100)
      : formatCents(code.amountOffCents ?? 0, i18n.language);
  const uses = (code: DiscountCode) =>
    code.maxUses === null
      ? formatNumber(code.uses, i18n.language)
      : t("codes.usesOf", {
          uses: formatNumber(code.uses, i18n.language),
          max: formatNumber(code.maxUses, i18n.language),
        });
  return [
    { header: t("codes.code"), className: "font-mono font-medium text-slate-900", cell: (code) => code.code },
    { header: t("codes.off"), className: "tabular-nums", cell: off },
    { header: t("codes.product"), cell: (code) => code.productTitle ?? t("codes.allProducts") },
    { header: t("codes.uses"), align: "end", className: "tabular-nums", cell: uses },
    {
      header: t("codes.expires"),
      className: "whitespace-nowrap",
      cell: (code) => (code.expiresAt === null ? t("codes.noExpiry") : formatDate(code.expiresAt, i18n.language)),
    },
    { header: t("codes.actions"), actions: true, cell: (code) => <DeleteCodeButton code={code} /> },
  ];
}

/** The creator's discount codes, and the form that makes a new one. */
export function DiscountCodesSection({ products }: { products: OwnItem[] }) {
  const { t } = useTranslation("marketplace");
  const codes = useDiscountCodes();
  const columns = useCodeColumns();
  return (
    <section className="card space-y-4" data-testid="discount-codes" aria-labelledby="discount-codes-heading">
      <h2 id="discount-codes-heading" className="text-lg font-semibold">
        {t("codes.heading")}
      </h2>
      {codes.isPending ? (
        <p className="text-sm text-slate-500">{t("codes.loading")}</p>
      ) : codes.isError ? (
        <p className="text-sm text-red-600" role="alert">
          {serverMessage(codes.error, t("codes.loadFailed"))}
        </p>
      ) : codes.data.codes.length === 0 ? (
        <p className="text-sm text-slate-500">{t("codes.none")}</p>
      ) : (
        <div className="-mx-6 overflow-x-auto">
          <DataTable columns={columns} rows={codes.data.codes} rowKey={(code) => code.id} />
        </div>
      )}
      <NewDiscountCodeForm products={products} />
    </section>
  );
}
