import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";

/** The price, with the struck-through original when it is higher. */
export function Price({
  cents,
  originalCents,
  size = "md",
}: {
  cents: number;
  originalCents: number | null;
  size?: "md" | "lg";
}) {
  const { i18n, t } = useTranslation("marketplace");
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className={`font-bold text-slate-900 ${size === "lg" ? "text-4xl" : "text-2xl"}`}>
        {formatCents(cents, i18n.language)}
      </span>
      {originalCents !== null && originalCents > cents && (
        <s className="text-slate-500">
          <span className="sr-only">{t("price.was", { price: formatCents(originalCents, i18n.language) })}</span>
          <span aria-hidden>{formatCents(originalCents, i18n.language)}</span>
        </s>
      )}
    </span>
  );
}
