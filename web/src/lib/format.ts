import { numberFormat } from "../../../worker/common/number-format";

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A moment as a short date and time in the UI language, e.g. "23/11/2026, 09:14". */
export function formatDateTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" }).format(ms);
}

/**
 * A share out of 100 the way the language writes percentages ("45%", "45 %", "45‎%‎"), at most one decimal;
 * `signed` adds "+" before a rise; a share nobody measured (null) is a dash.
 */
export function formatPercent(value: number | null, language: string, signed = false): string {
  if (value === null) return "–";
  return numberFormat(language, {
    style: "percent",
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: "exceptZero" as const } : {}),
  }).format(value / 100);
}

/** A duration in milliseconds with the language's unit ("120 ms", "120 мс"). */
export function formatMilliseconds(value: number, language: string): string {
  return numberFormat(language, { style: "unit", unit: "millisecond" }).format(value);
}
