import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A 1-5 star rating drawn as stars, read out as "4 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("marketplace");
  return (
    <span className="inline-flex" role="img" aria-label={t("review.stars", { count: rating })}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={`h-4 w-4 ${value <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`}
          aria-hidden
        />
      ))}
    </span>
  );
}
