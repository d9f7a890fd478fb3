import { PLATFORM_LANGUAGES } from "../../../worker/common/languages";

const LANGUAGES: readonly string[] = PLATFORM_LANGUAGES;

/** Public pages have a URL per language: /marketplace in English, /es/marketplace in Spanish. */
const PUBLIC_PAGE = /^\/(?:|marketplace|pricing|orchestration|product\/[^/]+)$/;

export function isPublicPage(path: string): boolean {
  return PUBLIC_PAGE.test(path.replace(/\/$/, "") || "/");
}

/** The language a URL's prefix names ("/es/…" → "es"); English pages have none, so "/en/…" is not a prefix. */
export function languageOfPath(pathname: string): string | null {
  const first = pathname.split("/")[1] ?? "";
  return first !== "en" && LANGUAGES.includes(first) ? first : null;
}

/** The path without its language prefix: "/es/marketplace" → "/marketplace", "/es" → "/". */
export function withoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (!language) return pathname;
  return pathname.slice(language.length + 1) || "/";
}

/** A page's path in a language: English unprefixed, the others under /{lang}; "/" in Spanish is "/es". */
export function pathInLanguage(path: string, language: string): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}
