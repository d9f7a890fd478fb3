import { numberFormat } from "../common/number-format";

/** A share out of 100 the way the language writes percentages ("45%", "45 %"), at most one decimal. */
export function percentIn(language: string, value: number): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

/**
 * A catalog string with its {{placeholders}} filled: numbers in the language's digits and separators, and
 * "{{score, percent}}" as the language writes a percentage. An unknown placeholder stays as written.
 */
export function fill(template: string, values: Record<string, string | number>, language = "en"): string {
  return template.replace(/\{\{(\w{1,20})(, ?percent)?\}\}/g, (whole, key: string, percent?: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    if (typeof value === "string") return value;
    return percent ? percentIn(language, value) : numberFormat(language).format(value);
  });
}
