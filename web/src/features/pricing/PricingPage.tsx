import { Check, Crown, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type BillingPeriod, CURRENCIES, type Currency, PLAN_IDS } from "../../../../schema/pricing-enums";
import { PLAN_PRICES, type PricedPlan, planFeatureLines, planMoney } from "../../../../worker/common/plans";
import { defaultCurrency } from "../../../../worker/common/pricing-currency";
import { serverMessage } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/current-user";
import { useLocaleSuggestion } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { usePlans, useSubscribe } from "./api/queries";

export function PricingPage() {
  const { t, i18n } = useTranslation(["pricing", "errors"]);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [chosenCurrency, setChosenCurrency] = useState<Currency | null>(null);
  const locale = useLocaleSuggestion();
  const currency = chosenCurrency ?? defaultCurrency(i18n.language, locale.data);
  const plans = usePlans(currency, period, !locale.isPending);
  if (plans.isError) console.warn("Localized pricing failed to load; showing USD", plans.error);
  const shown: PricedPlan[] =
    plans.data?.plans ??
    PLAN_IDS.map((id) => ({
      id,
      name: t(`plans.${id}`),
      originalPrice: PLAN_PRICES[id][period],
      localPrice: PLAN_PRICES[id][period],
      currency: "USD",
      period,
      popular: id === "creator-pro",
      enterprise: id === "enterprise",
      features: [],
    }));

  const subscribe = useSubscribe();
  const subscribeTo = (plan: PricedPlan) =>
    subscribe.mutate(
      {
        tierId: plan.id,
        priceUSD: plan.originalPrice,
        localPrice: plan.localPrice,
        localCurrency: plan.currency,
        userLanguage: i18n.language,
        period,
      },
      {
        onSuccess: (result) => {
          if (result.checkoutUrl) {
            window.location.assign(result.checkoutUrl);
            return;
          }
          notify.success(t("subscribe.successTitle"), result.message);
          // The plan runs at once in test mode; Settings shows it with its renewal date.
          navigate("/settings");
        },
        onError: (error) => notify.error(t("subscribe.failedTitle"), serverMessage(error, t("subscribe.failed"))),
      },
    );

  const choose = (plan: PricedPlan) => {
    if (plan.id === "free") navigate("/register");
    else if (!user) navigate("/login?next=%2Fpricing");
    else subscribeTo(plan);
  };

  const money = (amount: number, code: Currency) => planMoney(amount, code, i18n.language);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-center justify-center gap-4">
        <div role="radiogroup" aria-label={t("period.label")} className="inline-flex rounded-full bg-slate-100 p-1">
          {(["monthly", "annual"] as const).map((option) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control following the ARIA radio pattern
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={period === option}
              onClick={() => setPeriod(option)}
              className={`rounded-full px-5 py-2 text-sm font-medium ${period === option ? "bg-white text-indigo-700 shadow" : "text-slate-600"}`}
            >
              {t(`period.${option}`)}
            </button>
          ))}
        </div>
        {period === "annual" && (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-700">
            {t("period.save")}
          </span>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t("currency")}
          <select
            className="field-input w-auto py-1"
            value={currency}
            onChange={(e) => setChosenCurrency(e.target.value as Currency)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {shown.map((plan) => {
          const current = user?.tier === plan.id;
          return (
            <article
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={`card relative flex flex-col gap-4 ${plan.popular ? "ring-2 ring-indigo-500" : ""}`}
            >
              {plan.popular && (
                <span className="absolute -top-3 start-6 inline-flex items-center gap-1 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
                  <Star className="h-3 w-3" aria-hidden />
                  {t("popular")}
                </span>
              )}
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                {plan.enterprise && <Crown className="h-5 w-5 text-amber-500" aria-hidden />}
                {t(`plans.${plan.id}`)}
              </h2>
              <p>
                <span className="text-4xl font-bold" data-testid={`price-${plan.id}`}>
                  {money(plan.localPrice, plan.currency)}
                </span>
                <span className="text-sm text-slate-500"> {t("perMonth")}</span>
              </p>
              {period === "annual" && plan.originalPrice > 0 && (
                <p className="text-xs text-slate-500">
                  {t("billedAnnually", { total: money(Math.round(plan.localPrice * 12 * 100) / 100, plan.currency) })}
                </p>
              )}
              {plan.currency !== "USD" && plan.originalPrice > 0 && (
                <p className="text-xs text-slate-500">
                  {t("usdReference", { price: money(plan.originalPrice, "USD") })}
                </p>
              )}
              <ul className="flex-1 space-y-2 text-sm text-slate-700">
                {planFeatureLines(plan.id, t).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={plan.popular ? "btn-primary" : "btn-secondary"}
                disabled={current || subscribe.isPending}
                onClick={() => choose(plan)}
              >
                {current ? t("current") : plan.id === "free" ? t("startFree") : t("choose")}
              </button>
            </article>
          );
        })}
      </div>
      <p className="text-center text-xs text-slate-500">
        {t("note", { date: plans.data?.ratesAsOf ?? "–" })}
        {plans.data?.payments === "test" && ` ${t("testModeNote")}`}
        {plans.data?.payments === "unavailable" && ` ${t("code.payments_unavailable", { ns: "errors" })}`}
      </p>
    </div>
  );
}
