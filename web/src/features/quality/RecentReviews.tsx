import { useTranslation } from "react-i18next";
import type { Review } from "./api/queries";

/** The latest 5 reviews, each with 3 feedback items and then '+N more'. */
const REVIEWS_SHOWN = 5;
const ITEMS_SHOWN = 3;

const SEVERITY_TONE: Record<string, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-orange-100 text-orange-800",
  medium: "bg-amber-100 text-amber-800",
  low: "bg-slate-100 text-slate-700",
};

export function RecentReviews({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation("quality");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const placeOf = (item: Review["feedback"][number]) =>
    item.paragraph === null
      ? t("recent.places.wholeText")
      : item.heading
        ? t("recent.places.underHeading", { heading: item.heading, n: item.paragraph })
        : t("recent.places.paragraph", { n: item.paragraph });
  return (
    <section className="card" aria-labelledby="recent-reviews">
      <h2 id="recent-reviews" className="font-semibold">
        {t("recent.heading")}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t("recent.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {reviews.slice(0, REVIEWS_SHOWN).map((review) => (
            <li key={review.id} className="py-3" data-testid="review">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{t(`review.stages.${review.stage}`)}</span>
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                  {t(`recent.status.${review.status}`)}
                </span>
                <span className="text-xs text-slate-500">
                  {when.format(new Date(review.createdAt))} · {t("recent.minutes", { count: review.timeSpent })}
                </span>
              </div>
              <p className="mt-1 truncate text-xs text-slate-500">{review.excerpt}</p>
              {review.feedback.length === 0 ? (
                <p className="mt-1 text-sm text-emerald-700">{t("recent.noIssues")}</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {review.feedback.slice(0, ITEMS_SHOWN).map((item) => (
                    <li key={item.id} className="flex gap-2">
                      <span
                        className={`h-fit shrink-0 rounded px-1.5 text-xs font-medium ${SEVERITY_TONE[item.severity]}`}
                      >
                        {t(`recent.severity.${item.severity}`)}
                      </span>
                      <span>
                        <span className="text-slate-500">{placeOf(item)}: </span>
                        {t(`recent.issues.${item.code}`, { ...item.params, defaultValue: item.issue })}
                      </span>
                    </li>
                  ))}
                  {review.feedback.length > ITEMS_SHOWN && (
                    <li className="text-xs text-slate-500">
                      {t("recent.more", { count: review.feedback.length - ITEMS_SHOWN })}
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
