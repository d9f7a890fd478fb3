import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { categoryLabel } from "../../common/category-label";
import { COVER_WIDTHS, coverHeightAt } from "../../common/covers";
import { formatCents } from "../../common/money";
import type { Card } from "../marketplace";
import type { Translate } from "./catalog-text";
import { Award, icon, Sparkles, Star } from "./icons";

/** The pieces a product page and a product card share, as the app's ProductBadges, Rating and Price draw them. */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

export function badges(item: Card, t: Translate): Markup {
  return html`${
    item.featured
      ? html`<span class="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-700">${icon(Sparkles, "h-3 w-3")}${t("badges.featured")}</span>`
      : ""
  }${
    item.bestseller
      ? html`<span class="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">${icon(Award, "h-3 w-3")}${t("badges.bestseller")}</span>`
      : ""
  }<span class="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">${categoryLabel(t, item.category)}</span>`;
}

export function rating(item: Card, t: Translate): Markup {
  if (item.rating === null) return html`<span class="text-sm text-slate-500">${t("rating.none")}</span>`;
  return html`<span class="inline-flex items-center gap-1 text-sm text-slate-700" title="${t("rating.title", { rating: item.rating, count: item.ratingCount })}">${icon(Star, "h-4 w-4 fill-amber-400 text-amber-400")}<span class="font-medium">${item.rating.toFixed(1)}</span><span class="text-slate-500">(${t("rating.count", { count: item.ratingCount })})</span></span>`;
}

/** The price, with the struck-through original when it is higher (the product page's is "lg", a card's "md"). */
export function price(item: Card, t: Translate, language: string, size: "md" | "lg"): Markup {
  const was =
    item.originalPriceCents !== null && item.originalPriceCents > item.priceCents
      ? html`<s class="text-slate-500"><span class="sr-only">${t("price.was", { price: formatCents(item.originalPriceCents, language) })}</span><span aria-hidden="true">${formatCents(item.originalPriceCents, language)}</span></s>`
      : "";
  return html`<span class="inline-flex items-baseline gap-2"><span class="font-bold text-slate-900 ${size === "lg" ? "text-4xl" : "text-2xl"}">${formatCents(item.priceCents, language)}</span>${was}</span>`;
}

/** A product card's cover thumbnail: beside the title, which names it, so it needs no text of its own. */
export function cardCover(item: Card): Markup {
  return html`<img src="${item.cover.cardUrl}" width="${COVER_WIDTHS.card}" height="${coverHeightAt(item.cover, COVER_WIDTHS.card)}" alt="" loading="lazy" decoding="async" class="w-20 shrink-0 self-start rounded shadow-sm ring-1 ring-slate-200">`;
}
