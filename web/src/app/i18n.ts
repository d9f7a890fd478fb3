import i18next, { type BackendModule, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { textDirection } from "../../../worker/common/languages";
import { formatPercent } from "../lib/format";
import { availableLanguages, catalogs, LANGUAGE_STORAGE_KEY } from "../lib/languages";

export { availableLanguages, switchLanguage } from "../lib/languages";

export const DEFAULT_LANGUAGE = "en";

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

export { textDirection } from "../../../worker/common/languages";

/** Teaches an i18next instance "{{score, percent}}": a share out of 100 written the way its language writes one. */
export function addFormats(instance: typeof i18n): void {
  instance.services.formatter?.add("percent", (value, language) => formatPercent(Number(value), language ?? "en"));
}

i18n.on("languageChanged", (language) => {
  if (typeof document === "undefined") return; // prerendering at build time
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

/** The language this browser chose, or English. */
export function chosenLanguage(): string {
  return storedLanguage();
}

/**
 * Loads the shared catalog of the URL's language (a public page's prefix), else the stored one, before the first
 * render. The error texts follow without holding
 * the first render up: until they arrive an error shows the server's own message.
 */
export async function startI18n(urlLanguage: string | null = null): Promise<void> {
  await i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({ ...sharedOptions, lng: urlLanguage ?? storedLanguage() });
  addFormats(i18n);
  void i18n.loadNamespaces("errors");
}
