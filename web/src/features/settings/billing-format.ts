/** Digits of a currency's minor unit, from Intl's own table: 2 for USD cents, 0 for JPY and KRW. */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount the API gives in minor units (cents), written as a price in the UI language. */
export function formatMinorAmount(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(
    amountMinor / 10 ** minorUnitDigits(currency),
  );
}

export function formatLongDate(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(epochMs);
}
