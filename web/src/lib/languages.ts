import { getI18n } from "react-i18next";

type Catalog = Record<string, unknown>;

/** Every catalog file, loaded on demand: one chunk per language and feature, so a page never ships all of them. */
export const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { import: "default" });

export const LANGUAGE_STORAGE_KEY = "language";

/** The languages that have catalogs, read from the locales folder. */
export const availableLanguages: string[] = [
  ...new Set(Object.keys(catalogs).map((path) => path.split("/")[2]!)),
].sort();

/** Switches the UI language and remembers the choice in this browser. */
export async function switchLanguage(language: string): Promise<void> {
  await getI18n().changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is unavailable; the switch itself still applies.
  }
}
