import { getI18n } from "react-i18next";
import { LANGUAGE_STORAGE_KEY } from "./language-choice";
import { isPublicPage, languageOfPath, pathInLanguage, withoutLanguage } from "./language-path";

export { LANGUAGE_STORAGE_KEY } from "./language-choice";

type Catalog = Record<string, unknown>;

/** Every catalog file, loaded on demand: one chunk per language and feature, so a page never ships all of them. */
export const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { import: "default" });

/** The languages that have catalogs, read from the locales folder. */
export const availableLanguages: string[] = [
  ...new Set(Object.keys(catalogs).map((path) => path.split("/")[2]!)),
].sort();

/** Remembers the UI language in this browser. */
export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is unavailable; the switch itself still applies.
  }
}

/**
 * Switches the UI language and remembers it. A public page has a URL per language, so there the browser goes to
 * the page's URL in the new language (the router's language prefix is fixed when the app starts).
 */
export async function switchLanguage(language: string): Promise<void> {
  storeLanguage(language);
  const path = withoutLanguage(window.location.pathname);
  const prefixed = languageOfPath(window.location.pathname) !== null;
  if (prefixed || isPublicPage(path)) {
    const target = pathInLanguage(path, language);
    if (target !== window.location.pathname) {
      window.location.assign(`${target}${window.location.search}${window.location.hash}`);
      return;
    }
  }
  await getI18n().changeLanguage(language);
}
