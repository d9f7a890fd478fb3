/**
 * The product page's Reviews section in the worker's first paint, drawn as the app's ReviewsSection, ReviewHistogram
 * and ReviewItem draw it (same elements and classes), so the page does not grow when the app takes over.
 */
import { html } from "hono/html";
import { initialsOf } from "../../common/initials";
import { numberFormat } from "../../common/number-format";
import type { reviewsAnswer } from "../marketplace";
import type { Translate } from "./catalog-text";
import { icon, Star } from "./icons";
import type { Markup } from "./product-parts";

type Reviews = Awaited<ReturnType<typeof reviewsAnswer>>;
type Review = Reviews["reviews"][number];

function stars(rating: number, t: Translate): Markup {
  return html`<span class="inline-flex" role="img" aria-label="${t("review.stars", { count: rating })}">${[
    1, 2, 3, 4, 5,
  ].map((value) =>
    icon(Star, `h-4 w-4 ${value <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`),
  )}</span>`;
}

function histogram(reviews: Reviews, t: Translate, language: string): Markup {
  const format = numberFormat(language);
  return html`<div class="space-y-3"><p class="text-3xl font-bold text-slate-900">${reviews.average === null ? "–" : reviews.average.toFixed(1)}<span class="ms-2 text-sm font-normal text-slate-500">${t("rating.count", { count: reviews.total })}</span></p><dl class="space-y-1" data-testid="review-histogram">${(
    [5, 4, 3, 2, 1] as const
  ).map((value) => {
    const n = reviews.histogram[value];
    const share = reviews.total ? (n / reviews.total) * 100 : 0;
    return html`<div class="flex items-center gap-2 text-sm"><dt class="w-14 shrink-0 text-slate-600">${t("review.stars", { count: value })}</dt><dd class="flex flex-1 items-center gap-2"><span class="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"><span class="block h-full rounded-full bg-amber-400" style="width: ${share}%"></span></span><span class="w-8 text-end text-slate-500">${format.format(n)}</span></dd></div>`;
  })}</dl></div>`;
}

function review(item: Review, t: Translate, language: string): Markup {
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(item.createdAt);
  const face = item.reviewer.avatarUrl
    ? html`<img src="${item.reviewer.avatarUrl}" alt="" class="h-9 w-9 rounded-full object-cover">`
    : html`<span class="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700" aria-hidden="true">${initialsOf(item.reviewer.name)}</span>`;
  return html`<li class="space-y-2 py-4"><div class="flex items-center gap-3">${face}<div><p class="font-medium text-slate-900">${item.reviewer.name}</p><p class="flex items-center gap-2 text-xs text-slate-500">${stars(item.rating, t)}${date}${item.edited ? ` · ${t("reviews.edited")}` : ""}</p></div></div>${
    item.body ? html`<p class="whitespace-pre-line text-slate-700">${item.body}</p>` : ""
  }${
    item.reply
      ? html`<div class="ms-6 rounded-lg border-s-2 border-indigo-200 bg-indigo-50/50 px-3 py-2 text-sm"><p class="font-medium text-indigo-900">${t("reviews.creatorReply")}</p><p class="whitespace-pre-line text-slate-700">${item.reply.body}</p></div>`
      : ""
  }</li>`;
}

/** The first page of reviews a visitor sees (no form: a visitor has bought nothing), or nothing without the answer. */
export function reviewsSection(reviews: Reviews | null, t: Translate, language: string): Markup | "" {
  if (!reviews) return "";
  const list =
    reviews.total === 0
      ? html`<p class="text-slate-600">${t("reviews.none")}</p>`
      : html`<ol class="divide-y divide-slate-100" data-testid="review-list">${reviews.reviews.map((item) => review(item, t, language))}</ol>`;
  return html`<section class="card space-y-6" aria-labelledby="reviews-heading"><h2 id="reviews-heading" class="text-xl font-semibold">${t("reviews.heading")}</h2><div class="grid gap-6 md:grid-cols-[16rem_1fr]"><div class="space-y-6">${histogram(reviews, t, language)}</div><div>${list}</div></div></section>`;
}
