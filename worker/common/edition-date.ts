/** An edition's day in the reader's language ("Nov 29, 2026"), in UTC so the page and the app agree on it. */
export function editionDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(ms);
}
