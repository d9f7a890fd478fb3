import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import type { ReviewPage } from "../api/review-queries";

/** How many buyers gave each star rating, as bars from five stars down to one. */
export function ReviewHistogram({ page }: { page: ReviewPage }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <div className="space-y-3">
      <p className="text-3xl font-bold text-slate-900">
        {page.average === null ? "–" : page.average.toFixed(1)}
        <span className="ms-2 text-sm font-normal text-slate-500">{t("rating.count", { count: page.total })}</span>
      </p>
      <dl className="space-y-1" data-testid="review-histogram">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const n = page.histogram[stars];
          const share = page.total ? (n / page.total) * 100 : 0;
          return (
            <div key={stars} className="flex items-center gap-2 text-sm">
              <dt className="w-14 shrink-0 text-slate-600">{t("review.stars", { count: stars })}</dt>
              <dd className="flex flex-1 items-center gap-2">
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="w-8 text-end text-slate-500">{formatNumber(n, i18n.language)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
