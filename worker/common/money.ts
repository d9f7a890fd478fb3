import { numberFormat } from "./number-format";

/** The smallest card charge payment providers accept in US dollars (Stripe: $0.50); no price may be lower. */
export const MIN_PRICE_CENTS = 50;
export const MIN_PRICE_MESSAGE = "Card payments start at $0.50: set a price of at least $0.50.";

/** Integer cents as money in a language's format: "$297.00" in en-US; `wholeUnits` drops the cents ("$297"). */
export function formatCents(
  cents: number,
  language = "en-US",
  currency = "USD",
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  return numberFormat(language, {
    style: "currency",
    currency,
    ...(wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
}

/** An amount in a currency's minor unit (cents; yen and won have none, by Intl's own table) as a price. */
export function formatMinor(amountMinor: number, currency: string, language = "en-US"): string {
  const format = numberFormat(language, { style: "currency", currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** An amount in a currency's major unit (dollars, yen) as a price: "$4,000.00", "¥4,000". */
export function formatAmount(amount: number, currency: string, language = "en-US"): string {
  return numberFormat(language, { style: "currency", currency }).format(amount);
}

/** Currencies whose prices have no minor unit (Intl agrees: yen and won). */
const WHOLE_UNIT_CURRENCIES = new Set(["JPY", "KRW"]);

/** Minor units per major unit: 100 cents, except currencies without them (yen, won). */
export function minorUnits(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency) ? 1 : 100;
}

/**
 * A converted price as a shop in that currency shows it, in minor units, never below the amount converted: dollars
 * are the base and stay exact; euros, pounds and Canadian and Australian dollars end in .99 ("84.99 €", never
 * "85.14 €"), the first such price at or above the amount; yuan are whole; yen go up in tens and won in hundreds. A
 * price below one unit is left as it is (nothing is rounded up to a unit).
 */
export function shopRoundedMinor(amountMinor: number, currency: string): number {
  if (currency === "USD" || amountMinor <= 0) return amountMinor;
  const step = currency === "JPY" ? 10 : 100;
  if (amountMinor < step) return amountMinor;
  if (WHOLE_UNIT_CURRENCIES.has(currency) || currency === "CNY") return Math.ceil(amountMinor / step) * step;
  return Math.ceil((amountMinor + 1) / step) * step - 1;
}

/**
 * A dollar price in another currency at an exchange rate, in that currency's minor unit, rounded as shops there
 * show prices and never worth less than the dollar price at that rate: the price a product page shows and a
 * checkout in that currency charges.
 */
export function dollarsInMinor(usdCents: number, perUsd: number, currency: string): number {
  if (currency === "USD") return usdCents;
  return shopRoundedMinor(minorAtLeast((usdCents / 100) * perUsd * minorUnits(currency)), currency);
}

/**
 * The whole minor units that cover an exact converted amount, rounded to a thousandth of a unit first so that
 * floating-point dust (8600.000000001) never adds one.
 */
export function minorAtLeast(exact: number): number {
  return Math.ceil(Math.round(exact * 1000) / 1000);
}

/**
 * The smallest card charge Stripe accepts in each currency, in minor units (docs.stripe.com/currencies: $0.50,
 * 0.50 €, £0.30, ¥50…). For yuan and won, which that table does not list here, the equivalent of the dollar minimum:
 * a price is at least $0.50, and its conversion is never rounded below that.
 */
export const MINIMUM_CHARGE_MINOR: Readonly<Record<string, number>> = {
  USD: 50,
  EUR: 50,
  GBP: 30,
  CAD: 50,
  AUD: 50,
  JPY: 50,
};

/** A dollar price shown in another currency at an exchange rate, as `dollarsInMinor` rounds it. */
export function formatDollarsIn(usdCents: number, perUsd: number, currency: string, language = "en-US"): string {
  return formatAmount(dollarsInMinor(usdCents, perUsd, currency) / minorUnits(currency), currency, language);
}
