import i18next, { type BackendModule, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";

type Catalog = Record<string, unknown>;

/** Every catalog file, loaded on demand: one chunk per language and feature, so a page never ships all of them. */
const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { import: "default" });

export const DEFAULT_LANGUAGE = "en";
const LANGUAGE_STORAGE_KEY = "language";
const RTL_LANGUAGES = new Set(["ar", "fa", "he", "ur"]);

/** The languages that have catalogs, read from the locales folder. */
export const availableLanguages: string[] = [
  ...new Set(Object.keys(catalogs).map((path) => path.split("/")[2]!)),
].sort();

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

export const sharedOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  returnNull: false,
};

export function textDirection(language: string): "rtl" | "ltr" {
  return RTL_LANGUAGES.has(language.split("-")[0]!) ? "rtl" : "ltr";
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
});

function storedLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && availableLanguages.includes(stored)) return stored;
  } catch {
    // Storage can be unavailable (private modes); the default language still works.
  }
  return DEFAULT_LANGUAGE;
}

/** Loads the shared catalog of the stored language before the first render. */
export async function startI18n(): Promise<void> {
  await i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({ ...sharedOptions, lng: storedLanguage() });
}

/** Switches the UI language and remembers the choice in this browser. */
export async function switchLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is unavailable; the switch itself still applies.
  }
}
