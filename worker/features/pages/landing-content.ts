import { html, raw } from "hono/html";
import { categoryLabel } from "../../common/category-label";
import { formatCents } from "../../common/money";
import type { Card, Praise } from "../marketplace";
import type { Translate } from "./catalog-text";
import type { Markup } from "./product-parts";

/** lucide's "quote" icon, as the app's BuyerReviews draws it. */
const QUOTE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="h-6 w-6 text-indigo-300" aria-hidden="true"><path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"></path><path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"></path></svg>`;

/** A page's URL in the page's language ("/es/product/4"). */
type Href = (path: string) => string;

/**
 * The landing page's featured products, as the app's FeaturedGuides draws them; nothing when none is featured. The
 * worker writes them into the prerendered landing page, so they are on screen before any script.
 */
export function featuredSection(items: Card[], t: Translate, language: string, href: Href): Markup | string {
  if (items.length === 0) return "";
  return html`<section class="mx-auto max-w-6xl px-6 py-16" aria-labelledby="featured-heading">
<h2 id="featured-heading" class="text-3xl font-bold tracking-tight text-slate-900">${t("featured.heading")}</h2>
<p class="mt-2 text-slate-600">${t("featured.subheading")}</p>
<div class="mt-8 grid min-h-64 gap-6 md:grid-cols-3">${items.map(
    (item) => html`<article class="card flex flex-col">
<span class="self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600">${categoryLabel(t, item.category)}</span>
<h3 class="mt-4 text-lg font-semibold text-slate-900">${item.title}</h3>
<p class="mt-1 text-sm text-slate-500">${t("featured.by", { author: item.author })}</p>
<p class="mt-2 line-clamp-4 flex-1 text-sm text-slate-600">${item.description}</p>
<div class="mt-6 flex items-center justify-between"><span class="text-2xl font-bold text-slate-900">${formatCents(item.priceCents, language)}</span><a href="${href(`/product/${item.slug}`)}" class="btn-secondary text-sm">${t("featured.view")}</a></div>
</article>`,
  )}</div>
</section>`;
}

/** Real buyers' recent praise, as the app's BuyerReviews draws it; nothing when there is none. */
export function reviewsSection(praise: Praise[], t: Translate, href: Href): Markup | string {
  if (praise.length === 0) return "";
  return html`<section class="bg-slate-900 py-16 text-white" aria-labelledby="testimonials-heading"><div class="mx-auto max-w-6xl px-6">
<h2 id="testimonials-heading" class="text-3xl font-bold tracking-tight">${t("testimonials.heading")}</h2>
<p class="mt-2 text-slate-300">${t("testimonials.subheading")}</p>
<div class="mt-8 grid gap-6 md:grid-cols-3">${praise.map(
    (review) => html`<figure class="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">${raw(QUOTE_ICON)}
<blockquote class="mt-3 line-clamp-6 text-slate-200">${review.body}</blockquote>
<figcaption class="mt-4 text-sm"><span class="block font-semibold">${review.reviewer.name}</span><a href="${href(`/product/${review.product.slug}`)}" class="text-slate-400 underline hover:text-white">${review.product.title}</a></figcaption>
</figure>`,
  )}</div>
</div></section>`;
}
