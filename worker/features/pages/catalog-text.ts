import type { PlatformLanguage } from "../../common/languages";

export type Catalog = { [key: string]: string | Catalog };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A key as i18next writes it ("list.search", or "common:categories.health" for another namespace). */
function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.replace(/^(\w+):/, "$1.").split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Reads the web app's catalog strings the way i18next does, so a page the worker writes says what the app will: the
 * language's string or else English, the plural form for `count` (key_one, key_few, … by Intl.PluralRules), and
 * {{name}} replaced by its value.
 */
export function translator(language: PlatformLanguage, own: Catalog, english: Catalog): Translate {
  const plurals = new Intl.PluralRules(language);
  const find = (key: string) => lookup(own, key) ?? lookup(english, key);
  return (key, values = {}) => {
    const plural = typeof values.count === "number" ? find(`${key}_${plurals.select(values.count)}`) : undefined;
    const text = plural ?? (typeof values.count === "number" ? find(`${key}_other`) : undefined) ?? find(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
