import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useReviews } from "../api/review-queries";
import { ReviewForm } from "./ReviewForm";
import { ReviewHistogram } from "./ReviewHistogram";
import { ReviewItem } from "./ReviewItem";

/** Buyers' reviews of a product: the rating histogram, the buyer's own review to edit, and the reviews page by page. */
export function ReviewsSection({ productId, owned }: { productId: number; owned: boolean }) {
  const { t } = useTranslation("marketplace");
  const [page, setPage] = useState(1);
  const reviews = useReviews(productId, page);
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="card space-y-6" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t("reviews.heading")}
      </h2>
      {!data ? (
        <p className="text-sm text-slate-500">{t("reviews.loading")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <div className="space-y-6">
            <ReviewHistogram page={data} />
            {owned && <ReviewForm key={data.mine?.id ?? "new"} productId={productId} mine={data.mine} />}
          </div>
          <div>
            {data.total === 0 ? (
              <p className="text-slate-600">{t("reviews.none")}</p>
            ) : (
              <ol className="divide-y divide-slate-100" data-testid="review-list">
                {data.reviews.map((review) => (
                  <ReviewItem key={review.id} productId={productId} review={review} canReply={data.canReply} />
                ))}
              </ol>
            )}
            {pages > 1 && (
              <nav className="flex items-center justify-between pt-3 text-sm" aria-label={t("reviews.pages")}>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1"
                  disabled={page === 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t("reviews.newer")}
                </button>
                <span className="text-slate-500">{t("reviews.page", { page, pages })}</span>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t("reviews.older")}
                </button>
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
