import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "../../../lib/initials";
import { notify } from "../../../lib/notify";
import { notifyFailure, planLabels } from "../../../lib/notify-failure";
import { type ProductReview, useReplyToReview } from "../api/review-queries";
import { formatDate } from "../dates";
import { Stars } from "./Stars";

/** One buyer's review with the creator's reply; the creator sees a reply box until they have answered. */
export function ReviewItem({
  productId,
  review,
  canReply,
}: {
  productId: number;
  review: ProductReview;
  canReply: boolean;
}) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <li className="space-y-2 py-4">
      <div className="flex items-center gap-3">
        {review.reviewer.avatarUrl ? (
          <img src={review.reviewer.avatarUrl} alt="" className="h-9 w-9 rounded-full object-cover" />
        ) : (
          <span
            className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700"
            aria-hidden
          >
            {initialsOf(review.reviewer.name)}
          </span>
        )}
        <div>
          <p className="font-medium text-slate-900">{review.reviewer.name}</p>
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <Stars rating={review.rating} />
            {formatDate(review.createdAt, i18n.language)}
            {review.edited ? ` · ${t("reviews.edited")}` : ""}
          </p>
        </div>
      </div>
      {review.body && <p className="whitespace-pre-line text-slate-700">{review.body}</p>}
      {review.reply ? (
        <div className="ms-6 rounded-lg border-s-2 border-indigo-200 bg-indigo-50/50 px-3 py-2 text-sm">
          <p className="font-medium text-indigo-900">{t("reviews.creatorReply")}</p>
          <p className="whitespace-pre-line text-slate-700">{review.reply.body}</p>
        </div>
      ) : (
        canReply && <ReplyForm productId={productId} reviewId={review.id} />
      )}
    </li>
  );
}

function ReplyForm({ productId, reviewId }: { productId: number; reviewId: string }) {
  const { t } = useTranslation("marketplace");
  const reply = useReplyToReview(productId);
  const [body, setBody] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { reviewId, body },
      {
        onSuccess: () => notify.success(t("reviews.repliedTitle")),
        onError: (error) => notifyFailure(t("review.failedTitle"), error, t("review.failed"), planLabels(t)),
      },
    );
  };
  return (
    <form onSubmit={send} className="ms-6 space-y-2">
      <label htmlFor={`reply-${reviewId}`} className="field-label">
        {t("reviews.replyLabel")}
      </label>
      <textarea
        id={`reply-${reviewId}`}
        className="field-input"
        rows={2}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <p className="text-xs text-slate-500">{t("reviews.replyOnce")}</p>
      <button type="submit" className="btn-secondary px-3 py-1 text-sm" disabled={reply.isPending || !body.trim()}>
        {t("reviews.reply")}
      </button>
    </form>
  );
}
