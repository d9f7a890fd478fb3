/** A day in the reader's language, such as "Mar 4, 2025" in English. */
export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(ms);
}

/** The last millisecond of an `<input type="date">` day ("2025-03-04") in the local time zone; null for no day. */
export function endOfLocalDay(day: string): number | null {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date, 23, 59, 59, 999).getTime();
}

/** Today as an `<input type="date">` value, in the local time zone. */
export function localToday(now = new Date()): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}
