import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The average of buyers' reviews, or a plain "no ratings yet". */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation("marketplace");
  if (rating === null) return <span className="text-sm text-slate-500">{t("rating.none")}</span>;
  return (
    <span
      className="inline-flex items-center gap-1 text-sm text-slate-700"
      title={t("rating.title", { rating, count })}
    >
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-slate-500">({t("rating.count", { count })})</span>
    </span>
  );
}
