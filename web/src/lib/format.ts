/** Formats integer cents as money in the UI's language. */
export function formatCents(cents: number, language: string, currency = "USD"): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(cents / 100);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
