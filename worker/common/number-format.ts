// Building an Intl.NumberFormat costs far more than formatting with one (a page of product cards builds dozens), so
// each language and option set is built once. The sets are few; the bound only guards against unexpected callers.
const MAX_FORMATS = 200;
const formats = new Map<string, Intl.NumberFormat>();

/** The number format for a language and options, built once and reused. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A share out of 100 the way the language writes percentages ("45%", "45 %", "45‎%‎"), at most one decimal;
 * `signed` adds "+" before a rise; a share nobody measured (null) is a dash. The app, e-mails and reports use it.
 */
export function formatPercent(value: number | null, language: string, signed = false): string {
  if (value === null) return "–";
  return numberFormat(language, {
    style: "percent",
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: "exceptZero" as const } : {}),
  }).format(value / 100);
}

const ENGLISH_PLURAL = new Intl.PluralRules("en");

/**
 * "1 review", "5 reviews": a count and English's plural form for it, for the English the server writes itself (the
 * interface's languages have their catalogs' plural forms).
 */
export function countOf(count: number, one: string, other: string): string {
  return `${numberFormat("en").format(count)} ${ENGLISH_PLURAL.select(count) === "one" ? one : other}`;
}
