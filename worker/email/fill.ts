import { formatPercent, numberFormat } from "../common/number-format";

/**
 * A catalog string with its {{placeholders}} filled: numbers in the language's digits and separators, and
 * "{{score, percent}}" as the language writes a percentage. An unknown placeholder stays as written.
 */
export function fill(template: string, values: Record<string, string | number>, language = "en"): string {
  return template.replace(/\{\{(\w{1,20})(, ?percent)?\}\}/g, (whole, key: string, percent?: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    if (typeof value === "string") return value;
    return percent ? formatPercent(value, language) : numberFormat(language).format(value);
  });
}
