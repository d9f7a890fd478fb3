import { LANGUAGE_OFFER_CONFIDENCE, PLATFORM_LANGUAGES } from "../../common/languages";
import { currencyForCountry } from "./currency";

export interface LocaleSuggestion {
  language: string;
  currency: string;
  country: string | null;
  confidence: number;
  /** The browser's language tag that was matched, and the region it names: what the UI words its reasoning from. */
  browserTag: string | null;
  region: string | null;
  reasoning: string;
}

/** Accept-Language entries in preference order: [{tag: "es-MX", q: 1}, …]. */
export function parseAcceptLanguage(header: string | undefined): { tag: string; q: number }[] {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.split("=")[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q);
}

/**
 * The language and currency to suggest: the browser's most preferred language we offer (confidence = its q-value),
 * and the currency of the country Cloudflare saw the request come from (absent locally: then from the language's region).
 */
export function suggestLocale(acceptLanguage: string | undefined, country: string | null): LocaleSuggestion {
  const entries = parseAcceptLanguage(acceptLanguage);
  const match = entries.find((entry) =>
    (PLATFORM_LANGUAGES as readonly string[]).includes(entry.tag.split("-")[0]!.toLowerCase()),
  );
  const language = match ? match.tag.split("-")[0]!.toLowerCase() : "en";
  const regionFromTag = match?.tag.split("-")[1]?.toUpperCase() ?? null;
  const where = country ?? regionFromTag;
  const currency = currencyForCountry(where);
  const reasons = [
    match
      ? `Your browser prefers ${match.tag}${match.q < 1 ? ` (weight ${match.q})` : ""}.`
      : "Your browser names none of our 12 languages, so English.",
    country
      ? `You are connecting from ${country}, where we charge in ${currency}.`
      : regionFromTag
        ? `Your language tag names region ${regionFromTag}, where we charge in ${currency}.`
        : `Prices stay in ${currency}.`,
  ];
  return {
    language,
    currency,
    country,
    confidence: match ? Math.round(match.q * 100) / 100 : 0,
    browserTag: match?.tag ?? null,
    region: regionFromTag,
    reasoning: reasons.join(" "),
  };
}

/** Whether the app will offer a page's reader another language (its banner): the browser prefers one confidently. */
export function offersAnotherLanguage(acceptLanguage: string | undefined, pageLanguage: string): boolean {
  const { language, confidence } = suggestLocale(acceptLanguage, null);
  return language !== pageLanguage && confidence > LANGUAGE_OFFER_CONFIDENCE;
}
