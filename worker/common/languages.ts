/** The platform's 12 languages, by ISO 639-1 code. */
export const PLATFORM_LANGUAGES = ["en", "zh", "es", "fr", "de", "ja", "ko", "pt", "ru", "ar", "hi", "it"] as const;

export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];

/** Another language is offered only when the browser names it with a weight above this. */
export const LANGUAGE_OFFER_CONFIDENCE = 0.7;

/** The languages a profile or a project names, as the spec writes them (English names of the 12 languages). */
export const LANGUAGE_NAMES: Record<PlatformLanguage, string> = {
  en: "English",
  zh: "Chinese (Simplified)",
  es: "Spanish",
  fr: "French",
  de: "German",
  ja: "Japanese",
  ko: "Korean",
  pt: "Portuguese",
  ru: "Russian",
  ar: "Arabic",
  hi: "Hindi",
  it: "Italian",
};

export const SPOKEN_LANGUAGES = Object.values(LANGUAGE_NAMES) as [string, ...string[]];

/** The platform language of an English language name, if it is one of the 12. */
export function languageCode(name: string): PlatformLanguage | undefined {
  return PLATFORM_LANGUAGES.find((code) => LANGUAGE_NAMES[code] === name);
}

const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "yi"]);

/** The writing direction of a language tag ("ar", "ar-EG"): right to left for Arabic, Hebrew, Persian, Urdu, Yiddish. */
export function textDirection(tag: string): "rtl" | "ltr" {
  return RIGHT_TO_LEFT.has(tag.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}

/** A simple BCP 47 tag: a 2-3 letter language with an optional region ("pt", "pt-BR"). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

/** The primary language of a tag, lower-cased: "pt-BR" → "pt", "zh_Hans" → "zh". */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0]!;
}
