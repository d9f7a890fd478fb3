import { CURRENCIES, type Currency } from "../../schema/pricing-enums";

/** The currency a UI language usually pays in, when the request's country says nothing. */
const CURRENCY_FOR_LANGUAGE: Record<string, Currency> = {
  en: "USD",
  es: "EUR",
  fr: "EUR",
  de: "EUR",
  it: "EUR",
  pt: "EUR",
  ja: "JPY",
  ko: "KRW",
  zh: "CNY",
};

/**
 * The pricing page's first currency: the one the request's country suggests when its language is the page's, else
 * the page language's usual one. The worker writes the page in it and the app starts from it, so both agree.
 */
export function defaultCurrency(language: string, suggestion: { language: string; currency: string } | undefined) {
  const base = language.split("-")[0]!;
  if (suggestion && suggestion.language === base && (CURRENCIES as readonly string[]).includes(suggestion.currency))
    return suggestion.currency as Currency;
  return CURRENCY_FOR_LANGUAGE[base] ?? "USD";
}
