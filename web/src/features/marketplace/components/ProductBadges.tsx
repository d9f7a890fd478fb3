import { Award, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { categoryLabel } from "../../../../../worker/common/category-label";
import type { Item } from "../api/marketplace-client";

/** The featured and bestseller marks and the category, as pills. */
export function ProductBadges({ item }: { item: Pick<Item, "featured" | "bestseller" | "category"> }) {
  const { t } = useTranslation("marketplace");
  return (
    <>
      {item.featured && (
        <span className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-700">
          <Sparkles className="h-3 w-3" aria-hidden />
          {t("badges.featured")}
        </span>
      )}
      {item.bestseller && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          <Award className="h-3 w-3" aria-hidden />
          {t("badges.bestseller")}
        </span>
      )}
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">
        {categoryLabel(t, item.category)}
      </span>
    </>
  );
}
