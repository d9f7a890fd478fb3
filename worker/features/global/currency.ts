import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { currencyRates } from "../../../schema/global";
import { CURRENCIES, type Currency } from "../../../schema/pricing-enums";
import { minorAtLeast, minorUnits, shopRoundedMinor } from "../../common/money";

type Income = "high" | "upper-middle" | "lower-middle" | "low";

/**
 * Countries we price for: the currency we charge in (one of our 8, else USD) and the World Bank income group.
 * High-income countries get no discount (the lesson of Gumroad's PPP issue: discounts there only lose revenue).
 */
export const COUNTRIES: Record<string, { currency: Currency; income: Income }> = {
  US: { currency: "USD", income: "high" },
  CA: { currency: "CAD", income: "high" },
  GB: { currency: "GBP", income: "high" },
  AU: { currency: "AUD", income: "high" },
  NZ: { currency: "USD", income: "high" },
  IE: { currency: "EUR", income: "high" },
  DE: { currency: "EUR", income: "high" },
  FR: { currency: "EUR", income: "high" },
  ES: { currency: "EUR", income: "high" },
  IT: { currency: "EUR", income: "high" },
  PT: { currency: "EUR", income: "high" },
  NL: { currency: "EUR", income: "high" },
  BE: { currency: "EUR", income: "high" },
  AT: { currency: "EUR", income: "high" },
  FI: { currency: "EUR", income: "high" },
  GR: { currency: "EUR", income: "high" },
  JP: { currency: "JPY", income: "high" },
  KR: { currency: "KRW", income: "high" },
  SG: { currency: "USD", income: "high" },
  AE: { currency: "USD", income: "high" },
  SA: { currency: "USD", income: "high" },
  CH: { currency: "EUR", income: "high" },
  SE: { currency: "EUR", income: "high" },
  NO: { currency: "EUR", income: "high" },
  CN: { currency: "CNY", income: "upper-middle" },
  BR: { currency: "USD", income: "upper-middle" },
  MX: { currency: "USD", income: "upper-middle" },
  RU: { currency: "USD", income: "upper-middle" },
  TR: { currency: "USD", income: "upper-middle" },
  AR: { currency: "USD", income: "upper-middle" },
  CO: { currency: "USD", income: "upper-middle" },
  ZA: { currency: "USD", income: "upper-middle" },
  TH: { currency: "USD", income: "upper-middle" },
  MY: { currency: "USD", income: "upper-middle" },
  IN: { currency: "USD", income: "lower-middle" },
  EG: { currency: "USD", income: "lower-middle" },
  PH: { currency: "USD", income: "lower-middle" },
  VN: { currency: "USD", income: "lower-middle" },
  ID: { currency: "USD", income: "upper-middle" },
  NG: { currency: "USD", income: "lower-middle" },
  PK: { currency: "USD", income: "lower-middle" },
  BD: { currency: "USD", income: "lower-middle" },
  KE: { currency: "USD", income: "lower-middle" },
  ET: { currency: "USD", income: "low" },
  UG: { currency: "USD", income: "low" },
};

const MULTIPLIER: Record<Income, number> = { high: 1, "upper-middle": 0.8, "lower-middle": 0.6, low: 0.5 };
/** No price, in dollar terms, ever drops below half the base price, whatever the rate or income group. */
export const MIN_MULTIPLIER = 0.5;
/** A refresh that moves a rate by more than this is refused as implausible; the stored rate stays. */
export const MAX_RATE_SWING = 0.3;

export function purchasingPowerMultiplier(country: string | null | undefined): number {
  const entry = country ? COUNTRIES[country.toUpperCase()] : undefined;
  return Math.max(MIN_MULTIPLIER, entry ? MULTIPLIER[entry.income] : 1);
}

export function currencyForCountry(country: string | null | undefined): Currency {
  return (country && COUNTRIES[country.toUpperCase()]?.currency) || "USD";
}

/**
 * Local price = USD price × exchange rate × purchasing-power multiplier, in the currency's minor
 * units, rounded up as shops in that currency show prices: the price shown is the price charged, and never less
 * than the product of the three.
 */
export function localPriceMinor(usd: number, perUsd: number, multiplier: number, currency: Currency): number {
  const exact = usd * perUsd * Math.max(MIN_MULTIPLIER, multiplier) * minorUnits(currency);
  return shopRoundedMinor(minorAtLeast(exact), currency);
}

/** The USD amount sent for a local price: the local price divided by the rate, in cents. */
export function usdCentsFor(localMinor: number, perUsd: number, currency: Currency): number {
  return Math.round((localMinor / minorUnits(currency) / perUsd) * 100);
}

export async function readRates(db: Database): Promise<Map<Currency, { perUsd: number; asOf: string }>> {
  const rows = await db.select().from(currencyRates);
  return new Map(rows.map((row) => [row.currency, { perUsd: row.perUsd, asOf: row.asOf }]));
}

export async function currencyOptimization(
  db: Database,
  input: { userRegion?: string; userLanguage?: string; baseCurrency?: string },
) {
  const rates = await readRates(db);
  const localCurrency = currencyForCountry(input.userRegion);
  const rate = rates.get(localCurrency) ?? { perUsd: 1, asOf: "" };
  const multiplier = purchasingPowerMultiplier(input.userRegion);
  return {
    success: true,
    optimization: {
      localCurrency,
      exchangeRate: rate.perUsd,
      purchasingPowerMultiplier: multiplier,
      ratesAsOf: rate.asOf,
      reasoning:
        multiplier < 1
          ? `Prices in ${input.userRegion?.toUpperCase()} are adjusted to ${Math.round(multiplier * 100)}% for local purchasing power (never below ${MIN_MULTIPLIER * 100}%).`
          : "No purchasing-power discount: full price in this market.",
    },
  };
}

/**
 * The scheduled refresh: reads {date, rates} from the configured URL and stores each supported rate that is a
 * positive number within the allowed swing of the stored one. Returns what changed.
 */
export async function refreshRates(
  db: Database,
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<{ updated: Currency[]; refused: Currency[] }> {
  const response = await fetcher(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`rates URL answered ${response.status}`);
  const body = (await response.json()) as { date?: string; rates?: Record<string, unknown> };
  const stored = await readRates(db);
  const updated: Currency[] = [];
  const refused: Currency[] = [];
  for (const currency of CURRENCIES) {
    const next = body.rates?.[currency];
    if (currency === "USD" || typeof next !== "number" || !(next > 0)) continue;
    const previous = stored.get(currency)?.perUsd;
    if (previous && Math.abs(next - previous) / previous > MAX_RATE_SWING) {
      refused.push(currency);
      continue;
    }
    await db
      .update(currencyRates)
      .set({
        perUsd: next,
        asOf: body.date ?? new Date().toISOString().slice(0, 10),
        source: new URL(url).host,
        updatedAt: Date.now(),
      })
      .where(eq(currencyRates.currency, currency));
    updated.push(currency);
  }
  return { updated, refused };
}
