/** Integer cents as money in a language's format: "$297.00" in en-US; `wholeUnits` drops the cents ("$297"). */
export function formatCents(
  cents: number,
  language = "en-US",
  currency = "USD",
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    ...(wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
}
