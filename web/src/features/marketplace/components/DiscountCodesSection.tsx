import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { serverMessage } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { useDeleteDiscountCode, useDiscountCodes } from "../api/discount-code-queries";
import type { DiscountCode, OwnItem } from "../api/marketplace-client";
import { formatDate } from "../dates";
import { NewDiscountCodeForm } from "./NewDiscountCodeForm";

function DiscountCodeRow({ code }: { code: DiscountCode }) {
  const { t, i18n } = useTranslation("marketplace");
  const remove = useDeleteDiscountCode();
  const off =
    code.percentOff !== null
      ? new Intl.NumberFormat(i18n.language, { style: "percent" }).format(code.percentOff / 100)
      : formatCents(code.amountOffCents ?? 0, i18n.language);
  const uses =
    code.maxUses === null
      ? formatNumber(code.uses, i18n.language)
      : t("codes.usesOf", {
          uses: formatNumber(code.uses, i18n.language),
          max: formatNumber(code.maxUses, i18n.language),
        });

  const deleteCode = () =>
    remove.mutate(code.id, {
      onSuccess: () => notify.success(t("codes.deletedTitle"), t("codes.deleted", { code: code.code })),
      onError: (error) => notify.error(t("codes.deleteFailedTitle"), serverMessage(error, t("codes.deleteFailed"))),
    });

  return (
    <tr className="border-t border-slate-100">
      <td className="px-4 py-3 font-mono font-medium text-slate-900">{code.code}</td>
      <td className="px-4 py-3 tabular-nums">{off}</td>
      <td className="px-4 py-3">{code.productTitle ?? t("codes.allProducts")}</td>
      <td className="px-4 py-3 text-end tabular-nums">{uses}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        {code.expiresAt === null ? t("codes.noExpiry") : formatDate(code.expiresAt, i18n.language)}
      </td>
      <td className="px-4 py-3 text-end">
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
      </td>
    </tr>
  );
}

/** The creator's discount codes, and the form that makes a new one. */
export function DiscountCodesSection({ products }: { products: OwnItem[] }) {
  const { t } = useTranslation("marketplace");
  const codes = useDiscountCodes();
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
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-3 text-start">{t("codes.code")}</th>
                <th className="px-4 py-3 text-start">{t("codes.off")}</th>
                <th className="px-4 py-3 text-start">{t("codes.product")}</th>
                <th className="px-4 py-3 text-end">{t("codes.uses")}</th>
                <th className="px-4 py-3 text-start">{t("codes.expires")}</th>
                <th className="px-4 py-3">
                  <span className="sr-only">{t("codes.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.codes.map((code) => (
                <DiscountCodeRow key={code.id} code={code} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewDiscountCodeForm products={products} />
    </section>
  );
}
