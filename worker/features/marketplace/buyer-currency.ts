import type { Currency } from "../../../schema/pricing-enums";
import { currencyForCountry, readRates } from "../global";

/**
 * The currency a purchase is charged in, with the stored rate fixed for its checkout: the one the buyer chose on
 * the product page, else their country's; dollars when that currency has no stored rate.
 */
export async function checkoutCurrency(
  db: Parameters<typeof readRates>[0],
  chosen: Currency | undefined,
  country: string | null,
): Promise<{ currency: Currency; perUsd: number }> {
  const currency = chosen ?? currencyForCountry(country);
  if (currency === "USD") return { currency, perUsd: 1 };
  const rate = (await readRates(db)).get(currency);
  return rate ? { currency, perUsd: rate.perUsd } : { currency: "USD", perUsd: 1 };
}
