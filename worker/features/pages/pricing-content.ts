import { html } from "hono/html";
import { CURRENCIES, type Currency, PLAN_IDS } from "../../../schema/pricing-enums";
import { type PricedPlan, planFeatureLines, planMoney } from "../../common/plans";
import type { Translate } from "./catalog-text";
import { Check, Crown, icon, Star } from "./icons";
import type { Markup } from "./product-parts";

export interface PricingView {
  plans: PricedPlan[];
  currency: Currency;
  ratesAsOf: string;
  payments: "stripe" | "test" | "unavailable";
}

function planCard(plan: PricedPlan, t: Translate, language: string): Markup {
  return html`<article data-testid="plan-${plan.id}" class="card relative flex flex-col gap-4 ${plan.popular ? "ring-2 ring-indigo-500" : ""}">${
    plan.popular
      ? html`<span class="absolute -top-3 start-6 inline-flex items-center gap-1 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">${icon(Star, "h-3 w-3")}${t("popular")}</span>`
      : ""
  }<h2 class="flex items-center gap-2 text-lg font-semibold">${plan.enterprise ? icon(Crown, "h-5 w-5 text-amber-500") : ""}${t(`plans.${plan.id}`)}</h2>
<p><span class="text-4xl font-bold" data-testid="price-${plan.id}">${planMoney(plan.localPrice, plan.currency, language)}</span><span class="text-sm text-slate-500"> ${t("perMonth")}</span></p>${
    plan.currency !== "USD" && plan.originalPrice > 0
      ? html`<p class="text-xs text-slate-500">${t("usdReference", { price: planMoney(plan.originalPrice, "USD", language) })}</p>`
      : ""
  }
<ul class="flex-1 space-y-2 text-sm text-slate-700">${planFeatureLines(plan.id, t).map((feature) => html`<li class="flex gap-2">${icon(Check, "mt-0.5 h-4 w-4 shrink-0 text-emerald-500")}${feature}</li>`)}</ul>
<button type="button" class="${plan.popular ? "btn-primary" : "btn-secondary"}">${plan.id === "free" ? t("startFree") : t("choose")}</button>
</article>`;
}

/**
 * The pricing page as a visitor first sees it, written by the worker into the prerendered app shell: monthly prices in
 * the currency the app would start from, with the same elements and classes as the app's PricingPage, so nothing
 * moves when the app takes the page over.
 */
export function pricingContent(view: PricingView, t: Translate, language: string): Markup {
  const note = `${t("note", { date: view.ratesAsOf || "–" })}${
    view.payments === "test"
      ? ` ${t("testModeNote")}`
      : view.payments === "unavailable"
        ? ` ${t("errors:code.payments_unavailable")}`
        : ""
  }`;
  const byId = new Map(view.plans.map((plan) => [plan.id, plan]));
  return html`<div class="mx-auto max-w-6xl space-y-8">
<div class="flex flex-wrap items-center justify-center gap-4"><div role="radiogroup" aria-label="${t("period.label")}" class="inline-flex rounded-full bg-slate-100 p-1">${(["monthly", "annual"] as const).map((option) => html`<button type="button" role="radio" aria-checked="${option === "monthly" ? "true" : "false"}" class="rounded-full px-5 py-2 text-sm font-medium ${option === "monthly" ? "bg-white text-indigo-700 shadow" : "text-slate-600"}">${t(`period.${option}`)}</button>`)}</div>
<label class="flex items-center gap-2 text-sm text-slate-600">${t("currency")}<select class="field-input w-auto py-1">${CURRENCIES.map((code) => html`<option value="${code}"${code === view.currency ? html` selected` : ""}>${code}</option>`)}</select></label></div>
<div class="grid gap-6 md:grid-cols-2 xl:grid-cols-4">${PLAN_IDS.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [planCard(plan, t, language)] : [];
  })}</div>
<p class="text-center text-xs text-slate-500">${note}</p>
</div>`;
}
