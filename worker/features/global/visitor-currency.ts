import type { Database } from "../../../schema/db";
import type { Currency } from "../../../schema/pricing-enums";
import { currencyForCountry, readRates } from "./currency";
import { suggestLocale } from "./locale";

/**
 * The currency of the country a request came from and its stored rate, for showing dollar prices in it. Null when
 * the country is unknown, pays in dollars, or has no stored rate.
 */
export async function visitorCurrency(
  db: Database,
  country: string | null,
): Promise<{ currency: Currency; perUsd: number } | null> {
  if (!country) return null;
  const currency = currencyForCountry(country);
  if (currency === "USD") return null;
  const rate = (await readRates(db)).get(currency);
  return rate ? { currency, perUsd: rate.perUsd } : null;
}

/** The answer of GET /api/global/locale: the language and currency a request suggests, and its country's rate. */
export async function localeAnswer(db: Database, acceptLanguage: string | undefined, country: string | null) {
  return {
    success: true as const,
    ...suggestLocale(acceptLanguage, country),
    countryCurrency: await visitorCurrency(db, country),
  };
}
