import { numberFormat } from "../../../worker/common/number-format";

export { formatPercent } from "../../../worker/common/number-format";

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A moment as a short date and time in the UI language, e.g. "23/11/2026, 09:14". */
export function formatDateTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" }).format(ms);
}

/** A duration in milliseconds with the language's unit ("120 ms", "120 мс"). */
export function formatMilliseconds(value: number, language: string): string {
  return numberFormat(language, { style: "unit", unit: "millisecond" }).format(value);
}
