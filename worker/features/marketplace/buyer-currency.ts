import type { Currency } from "../../../schema/pricing-enums";
import { ApiError } from "../../http/errors";
import { currencyForCountry, readRates } from "../global";

/**
 * The currency a purchase is charged in, with the stored rate fixed for its checkout: dollars or the currency of the
 * country the request comes from, as the buyer chose on the product page (their country's without a choice);
 * dollars when that currency has no stored rate. Another currency is refused: its rounding was never shown to the
 * buyer, and a buyer could pick whichever converts lowest. A local run, which knows no country, takes any.
 */
export async function checkoutCurrency(
  db: Parameters<typeof readRates>[0],
  chosen: Currency | undefined,
  country: string | null,
  anyCurrency = false,
): Promise<{ currency: Currency; perUsd: number }> {
  const local = currencyForCountry(country);
  if (chosen && chosen !== "USD" && chosen !== local && !anyCurrency) {
    const message =
      local === "USD" ? "Pay in US dollars." : `Pay in US dollars or in ${local}, the currency of your country.`;
    throw new ApiError(400, "invalid_input", message, { currency: [message] });
  }
  const currency = chosen ?? local;
  if (currency === "USD") return { currency, perUsd: 1 };
  const rate = (await readRates(db)).get(currency);
  return rate ? { currency, perUsd: rate.perUsd } : { currency: "USD", perUsd: 1 };
}
