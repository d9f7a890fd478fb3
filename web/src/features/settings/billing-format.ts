export function formatLongDate(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(epochMs);
}
