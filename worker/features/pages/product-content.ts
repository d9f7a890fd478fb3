import { html, raw } from "hono/html";
import { COVER_WIDTHS, coverHeightAt, PAGE_COVER_SIZES } from "../../common/covers";
import { editionDate } from "../../common/edition-date";
import { markdownHtml } from "../../common/markdown";
import { showsPurchaseCount } from "../../common/marketplace-browse";
import { numberFormat } from "../../common/number-format";
import type { Edition, Item } from "../marketplace";
import type { Translate } from "./catalog-text";
import { ArrowLeft, CircleCheck, Clock, Download, Gauge, icon, ShieldCheck, ShoppingCart } from "./icons";
import { badges, type Markup, price, rating } from "./product-parts";

/** What the product page says of the price in the visitor's currency, when it is not the dollar they pay in. */
export interface LocalPrice {
  text: string;
}

function section(heading: string, body: Markup): Markup {
  return html`<section><h3 class="mb-2 font-semibold">${heading}</h3>${body}</section>`;
}

/** Every edition, newest first, with its date and notes (as the app's EditionsSection lists them). */
function changelog(editions: Edition[], t: Translate, language: string): Markup {
  return html`<ol class="space-y-3" data-testid="changelog">${editions.map(
    (edition) =>
      html`<li><p class="text-sm"><span class="font-medium text-slate-900">${t("editions.label", { label: edition.label })}</span> <span class="text-slate-500">${editionDate(edition.createdAt, language)}</span></p>${edition.notes ? html`<div class="markdown mt-1 text-sm">${raw(markdownHtml(edition.notes))}</div>` : ""}</li>`,
  )}</ol>`;
}

/**
 * The product page as a visitor first sees it, written by the worker into the prerendered app shell: the same
 * elements and classes as the app's ProductPage, so nothing moves when the app takes the page over.
 */
export function productContent(
  item: Item,
  t: Translate,
  language: string,
  {
    local,
    editions,
    writtenIn,
    marketplaceHref,
    signInHref,
    reviews,
  }: {
    local: LocalPrice | null;
    /** The language the listing's words are in, when not the page's: said above them. */
    writtenIn: string | null;
    /** The changelog, newest first. */
    editions: Edition[];
    marketplaceHref: string;
    /** For a visitor, buying starts by signing in (as the app's button does): a link that works before the app. */
    signInHref: string | null;
    /** The first page of reviews, drawn for a visitor; null leaves the section to the app. */
    reviews: Markup | "";
  },
): Markup {
  const factIcon = "h-4 w-4 shrink-0 text-indigo-500";
  const facts = [
    html`${icon(Download, factIcon)}${t("product.instant", { format: item.format })}`,
    html`${icon(ShieldCheck, factIcon)}${t("product.share")}`,
    ...(item.estimated_time ? [html`${icon(Clock, factIcon)}${t("product.time", { time: item.estimated_time })}`] : []),
    html`${icon(Gauge, factIcon)}${t("product.difficulty", { level: t(`difficulty.${item.difficulty}`) })}`,
  ];
  return html`<div class="mx-auto max-w-6xl space-y-6">
<a href="${marketplaceHref}" class="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-500">${icon(ArrowLeft, "h-4 w-4 rtl:rotate-180")}${t("product.back")}</a>
<div class="grid gap-6 lg:grid-cols-[1fr_20rem]">
<article class="card space-y-6">
<div class="flex flex-wrap items-center gap-3 text-sm">${badges(item, t)}${rating(item, t)}${showsPurchaseCount(item) ? `<span class="text-slate-500">${t("card.purchases", { count: item.purchases })}</span>` : ""}</div>
<div class="flex items-start gap-5"><img src="${item.cover.pageUrl}" srcset="${item.cover.cardUrl} ${COVER_WIDTHS.card}w, ${item.cover.pageUrl} ${COVER_WIDTHS.page}w" sizes="${PAGE_COVER_SIZES}" width="${COVER_WIDTHS.page}" height="${coverHeightAt(item.cover, COVER_WIDTHS.page)}" alt="${t("product.coverAlt", { title: item.title })}" fetchpriority="high" class="w-28 shrink-0 rounded-lg shadow-md ring-1 ring-slate-200 sm:w-36"><div class="min-w-0"><h2 class="text-3xl font-bold tracking-tight text-slate-900">${item.title}</h2><p class="mt-1 text-slate-500">${t("card.by", { author: item.author })}</p></div></div>
${writtenIn ? html`<p class="text-sm text-slate-500" data-testid="written-in" lang="${language}">${t("product.writtenIn", { language: new Intl.DisplayNames([language], { type: "language" }).of(writtenIn) ?? writtenIn })}</p>` : ""}
<p class="text-lg text-slate-700"${writtenIn ? html` lang="${writtenIn}"` : ""}>${item.description}</p>
${item.preview_content ? section(t("product.preview"), html`<p class="rounded-xl bg-slate-50 p-4 italic text-slate-700">${item.preview_content}</p>`) : ""}
${
  item.what_you_learn.length > 0
    ? section(
        t("product.learn"),
        html`<ul class="space-y-2">${item.what_you_learn.map((point) => html`<li class="flex gap-2 text-slate-700">${icon(CircleCheck, "mt-0.5 h-5 w-5 shrink-0 text-emerald-500")}${point}</li>`)}</ul>`,
      )
    : ""
}
${section(t("product.topics"), html`<ul class="flex flex-wrap gap-2">${item.tags.map((tag) => html`<li class="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-700">${tag}</li>`)}</ul>`)}
${
  item.requirements.length > 0
    ? section(
        t("product.requirements"),
        html`<ul class="list-disc space-y-1 ps-5 text-slate-700">${item.requirements.map((requirement) => html`<li>${requirement}</li>`)}</ul>`,
      )
    : ""
}
${section(t("editions.title"), changelog(editions, t, language))}
</article>
<aside class="contents lg:block lg:space-y-6">
<div class="card order-first space-y-4 lg:order-none">${price(item, t, language, "lg")}${
    local ? html`<p class="text-sm text-slate-500" data-testid="local-price">${local.text}</p>` : ""
  }
${
  signInHref
    ? html`<a href="${signInHref}" class="btn-primary w-full">${icon(ShoppingCart, "h-4 w-4")}${t("product.buy")}</a>`
    : html`<button type="button" class="btn-primary w-full">${icon(ShoppingCart, "h-4 w-4")}${t("product.buy")}</button>`
}
<div class="text-sm"><button type="button" class="font-medium text-indigo-600 hover:underline">${t("discount.toggle")}</button></div>
<ul class="space-y-2 text-sm text-slate-600">${facts.map((fact) => html`<li class="flex gap-2">${fact}</li>`)}</ul>
</div>
${
  item.authorBio || showsPurchaseCount(item)
    ? html`<div class="card" data-testid="about-author"><h3 class="font-semibold">${t("product.about", { author: item.author })}</h3>${item.authorBio ? html`<p class="mt-2 text-sm text-slate-600">${item.authorBio}</p>` : ""}${showsPurchaseCount(item) ? html`<p class="mt-2 text-xs text-slate-500">${t("product.sales", { count: item.purchases, formatted: numberFormat(language).format(item.purchases) })}</p>` : ""}</div>`
    : ""
}
</aside>
</div>
${reviews}
</div>`;
}
