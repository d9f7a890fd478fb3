import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { type ProductReview, useReview } from "../api/review-queries";

/** A buyer rates what they bought (1-5 stars and an optional note), or edits the review they wrote. */
export function ReviewForm({ productId, mine }: { productId: number; mine: ProductReview | null }) {
  const { t } = useTranslation("marketplace");
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? "");
  const review = useReview(productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      notify.error(t("review.ratingRequiredTitle"), t("review.ratingRequired"));
      return;
    }
    review.mutate(
      { rating, body },
      {
        onSuccess: () => notify.success(t("review.savedTitle"), t("review.saved")),
        onError: (error) => notify.error(t("review.failedTitle"), serverMessage(error, t("review.failed"))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="review-form">
      <h3 className="font-semibold">{mine ? t("review.editHeading") : t("review.heading")}</h3>
      <div role="radiogroup" aria-label={t("review.rating")} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: star buttons follow the ARIA radio pattern (aria-checked)
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={t("review.stars", { count: value })}
            onClick={() => setRating(value)}
          >
            <Star
              className={`h-6 w-6 ${value <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`}
              aria-hidden
            />
          </button>
        ))}
      </div>
      <label className="block">
        <span className="sr-only">{t("review.body")}</span>
        <textarea
          className="field-input"
          rows={3}
          maxLength={2000}
          placeholder={t("review.placeholder")}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-secondary" disabled={review.isPending}>
        {review.isPending ? t("review.submitting") : mine ? t("review.update") : t("review.submit")}
      </button>
    </form>
  );
}
