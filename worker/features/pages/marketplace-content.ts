import { html } from "hono/html";
import { PRODUCT_CATEGORIES, SORTS } from "../../../schema/marketplace-enums";
import { categoryLabel } from "../../common/category-label";
import {
  type BrowseParams,
  CARD_DESCRIPTION_CHARS,
  CARD_TAGS,
  lastBrowsablePage,
  showsPurchaseCount,
  truncate,
} from "../../common/marketplace-browse";
import { formatDollarsIn } from "../../common/money";
import { numberFormat } from "../../common/number-format";
import type { Card } from "../marketplace";
import type { Translate } from "./catalog-text";
import { Download, icon, Search, ShoppingCart } from "./icons";
import { badges, cardCover, type Markup, price, rating } from "./product-parts";

export interface MarketplaceView {
  params: BrowseParams;
  items: Card[];
  total: number;
  stats: { products: number; members: number; creators: number; creatorSharePercent: number };
  /** The product the URL points at (?item=7), highlighted as the app does. */
  highlightId: number | null;
  /** A page's URL in this language ("/es/product/4"). */
  href: (path: string) => string;
  /** The visitor's country's currency and rate, when it is not dollars: each card shows its price in it too. */
  local: { currency: string; perUsd: number } | null;
  /** For a visitor, buying starts by signing in (as the app's button does): a link that works before the app. */
  signInHref: string | null;
}

const option = (value: string, label: string, selected: boolean) =>
  html`<option value="${value}"${selected ? html` selected` : ""}>${label}</option>`;

function localPrice(item: Card, t: Translate, language: string, { local }: MarketplaceView): Markup | string {
  if (!local) return "";
  const shown = formatDollarsIn(item.priceCents, local.perUsd, local.currency, language);
  return html`<p class="text-sm text-slate-500">${t("price.local", { price: shown })}</p>`;
}

/** A product card, as the app's ProductCard draws it (its test ids are the app's own: the app adds them). */
function card(item: Card, t: Translate, language: string, view: MarketplaceView): Markup {
  const buyLabel = html`${icon(ShoppingCart, "h-4 w-4")}${t("card.purchase")}`;
  const buyClass = "btn-primary grow whitespace-nowrap px-3 text-sm";
  const ring = item.id === view.highlightId ? "ring-4 ring-indigo-400" : "";
  return html`<article id="item-${item.id}" data-testid="product-card" class="card flex flex-col gap-3 transition ${ring}">
<div class="flex flex-wrap gap-2">${badges(item, t)}</div>
<div class="flex gap-4">${cardCover(item)}<div class="min-w-0 space-y-1"><h3 class="text-lg font-semibold leading-snug text-slate-900">${item.title}</h3>
<p class="text-sm text-slate-500">${t("card.by", { author: item.author })}</p></div></div>
<p class="text-sm text-slate-600">${truncate(item.description, CARD_DESCRIPTION_CHARS)}</p>
<div class="flex items-center justify-between text-sm">${rating(item, t)}${showsPurchaseCount(item) ? html`<span class="inline-flex items-center gap-1 text-slate-500">${icon(Download, "h-4 w-4")}${t("card.purchases", { count: item.purchases })}</span>` : ""}</div>
<ul class="flex flex-wrap gap-1.5" aria-label="${t("card.tags")}">${item.tags.slice(0, CARD_TAGS).map((tag) => html`<li class="rounded bg-slate-50 px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">${tag}</li>`)}</ul>
${item.testimonial ? html`<blockquote class="border-s-2 border-indigo-200 ps-3 text-sm italic text-slate-600">“${item.testimonial}”</blockquote>` : ""}
<div class="mt-auto space-y-3 pt-2"><div>${price(item, t, language, "md")}${localPrice(item, t, language, view)}</div><div class="flex flex-wrap gap-2"><a href="${view.href(`/product/${item.id}`)}" class="btn-secondary grow whitespace-nowrap px-3 text-sm">${t("card.viewDetails")}</a>${
    view.signInHref
      ? html`<a href="${view.signInHref}" class="${buyClass}">${buyLabel}</a>`
      : html`<button type="button" class="${buyClass}">${buyLabel}</button>`
  }</div></div>
</article>`;
}

/**
 * The marketplace as a visitor first sees it, written by the worker into the prerendered app shell: the figures,
 * the search and filters, and the page of products the URL asks for, with the same elements and classes as the app's
 * MarketplacePage, so nothing moves when the app takes the page over.
 */
export function marketplaceContent(view: MarketplaceView, t: Translate, language: string): Markup {
  const { params, stats } = view;
  const count = (value: number) => numberFormat(language).format(value);
  const figures: [string, string][] = [
    [count(stats.products), t("impact.products")],
    [count(stats.members), t("impact.members")],
    [`${stats.creatorSharePercent}%`, t("impact.share")],
    [count(stats.creators), t("impact.creators")],
  ];
  const pages = lastBrowsablePage(view.total, params.pageSize);
  return html`<div class="mx-auto max-w-7xl space-y-6">
<dl class="grid grid-cols-2 gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-fuchsia-600 p-6 text-center text-white md:grid-cols-4">${figures.map(([value, label]) => html`<div><dd class="text-3xl font-bold">${value}</dd><dt class="text-sm text-white/80">${label}</dt></div>`)}</dl>
<div class="card grid gap-4 md:grid-cols-[1fr_auto_auto]">
<label class="relative block"><span class="sr-only">${t("list.search")}</span>${icon(Search, "pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400")}<input type="search" class="field-input ps-9" placeholder="${t("list.searchPlaceholder")}" value="${params.q}" aria-label="${t("list.search")}" data-hand-over="q"></label>
<select class="field-input" aria-label="${t("list.category")}" data-hand-over="category" data-hand-over-default="all">${option("all", t("list.allCategories"), params.category === "all")}${PRODUCT_CATEGORIES.map((category) => option(category, categoryLabel(t, category), params.category === category))}</select>
<select class="field-input" aria-label="${t("list.sort")}" data-hand-over="sort" data-hand-over-default="featured">${SORTS.map((sort) => option(sort, t(`sorts.${sort}`), params.sort === sort))}</select>
</div>
<h2 class="text-sm font-normal text-slate-500" aria-live="polite">${t("list.total", { count: view.total })}</h2>
${
  view.items.length === 0
    ? html`<p class="card text-center text-slate-600">${t("list.empty")}</p>`
    : html`<div class="grid gap-6 md:grid-cols-2 xl:grid-cols-3">${view.items.map((item) => card(item, t, language, view))}</div>`
}
${
  pages > 1
    ? html`<nav class="flex items-center justify-center gap-3" aria-label="${t("list.pages")}"><button type="button" class="btn-secondary"${params.page <= 1 ? html` disabled` : ""}>${t("list.previous")}</button><span class="text-sm text-slate-600">${t("list.pageOf", { page: params.page, total: pages })}</span><button type="button" class="btn-secondary"${params.page >= pages ? html` disabled` : ""}>${t("list.next")}</button></nav>`
    : ""
}
</div>`;
}
