/** The platform's 12 languages (spec 000 §9), by ISO 639-1 code. */
export const PLATFORM_LANGUAGES = ["en", "zh", "es", "fr", "de", "ja", "ko", "pt", "ru", "ar", "hi", "it"] as const;

export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];
