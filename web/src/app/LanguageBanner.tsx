import type { TFunction } from "i18next";
import { Globe, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_OFFER_CONFIDENCE } from "../../../worker/common/languages";
import { useFetchedJson } from "../lib/fetched-json";
import { languageChosenHere } from "../lib/language-choice";
import { languageOfPath } from "../lib/language-path";
import type { LocaleSuggestion } from "../lib/locale";
import { bannerOffered, markBannerOffered } from "../lib/locale-preference";
import { availableLanguages, switchLanguage, textDirection } from "./i18n";

/** Suggest the platform in another language only when that language is detected with confidence above 0.7. */
export const BANNER_CONFIDENCE_THRESHOLD = LANGUAGE_OFFER_CONFIDENCE;

/**
 * Whether to offer the suggested language: never over a language the reader chose (in Settings, with the language
 * menu, or by opening a page's URL in it), never twice in one browser, and only when the suggestion is confident.
 */
export function shouldOfferLanguage(
  suggestion: Pick<LocaleSuggestion, "language" | "confidence"> | undefined,
  current: string,
  { offeredBefore, chosen }: { offeredBefore: boolean; chosen: boolean },
): boolean {
  if (!suggestion || offeredBefore || chosen) return false;
  return (
    suggestion.language !== current.split("-")[0] &&
    suggestion.confidence > BANNER_CONFIDENCE_THRESHOLD &&
    availableLanguages.includes(suggestion.language)
  );
}

/** Whether the reader chose the language the page is in: on their account, in this browser, or in the URL. */
function languageChosen(accountLanguage: string | null): boolean {
  return Boolean(accountLanguage || languageOfPath(window.location.pathname) || languageChosenHere());
}

function displayName(code: string, type: "language" | "region", inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

const nativeName = (language: string) => displayName(language, "language", language);

/** Why this language and currency, in the language offered. */
function reasonsFor(suggestion: LocaleSuggestion, t: TFunction, language: string): string {
  const reasons = suggestion.browserTag ? [t("banner.reasonBrowser", { tag: suggestion.browserTag })] : [];
  if (suggestion.country)
    reasons.push(
      t("banner.reasonCountry", {
        country: displayName(suggestion.country, "region", language),
        currency: suggestion.currency,
      }),
    );
  else if (suggestion.region)
    reasons.push(
      t("banner.reasonRegion", {
        region: displayName(suggestion.region, "region", language),
        currency: suggestion.currency,
      }),
    );
  return reasons.join(" ");
}

/**
 * Offers the platform in the language this browser and country suggest, once per browser, as a bar above the page
 * (it covers nothing). It is on every page, the landing page too, which carries no query client, so the suggestion
 * is a plain read. `accountLanguage` is the signed-in reader's chosen language, if any.
 */
export default function LanguageBanner({
  signedIn,
  accountLanguage,
}: {
  signedIn: boolean;
  accountLanguage: string | null;
}) {
  const { i18n } = useTranslation();
  // Read once: the banner, once shown, stays until answered even though it is now marked as offered.
  const [offeredBefore] = useState(bannerOffered);
  const [answered, setAnswered] = useState(false);
  const locale = useFetchedJson<LocaleSuggestion>("/api/global/locale");
  const suggestion = locale.status === "success" ? locale.data : undefined;
  const offer =
    !answered &&
    shouldOfferLanguage(suggestion, i18n.language, { offeredBefore, chosen: languageChosen(accountLanguage) });
  const offered = offer ? suggestion?.language : undefined;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    // The invitation is written in the language it offers, so that language's shared catalog is fetched first.
    if (offered) void i18n.loadLanguages(offered).then(() => setLoaded(offered));
  }, [offered, i18n]);
  useEffect(() => {
    if (offered && loaded === offered) markBannerOffered();
  }, [offered, loaded]);
  if (!offered || loaded !== offered || !suggestion) return null;

  const t = i18n.getFixedT(offered);
  const current = i18n.language.split("-")[0]!;
  const keep = () => setAnswered(true);
  const translate = async () => {
    try {
      await switchLanguage(suggestion.language);
      // The typed client is loaded only now, so that the first page does not carry it.
      if (signedIn) await (await import("../lib/account-language")).saveLanguageForUser(suggestion.language);
      setAnswered(true);
    } catch (error) {
      console.warn("Platform translation failed", error);
    }
  };

  return (
    <section
      lang={offered}
      dir={textDirection(offered)}
      aria-labelledby="language-banner-title"
      className="border-b border-indigo-200 bg-indigo-50 px-4 py-3"
      data-testid="language-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-x-4 gap-y-2">
        <Globe className="mt-0.5 h-5 w-5 shrink-0 text-indigo-500" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <p id="language-banner-title" className="font-semibold text-slate-900">
            {t("banner.title", { language: nativeName(suggestion.language) })}
          </p>
          <p className="text-sm text-slate-700">
            {t("banner.suggestion", { language: nativeName(suggestion.language), currency: suggestion.currency })}{" "}
            <span className="text-slate-500">{reasonsFor(suggestion, t, offered)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn-primary text-sm" onClick={translate}>
            {t("banner.translate", { language: nativeName(suggestion.language) })}
          </button>
          <button type="button" className="btn-secondary text-sm" onClick={keep} lang={current}>
            {/* Said in the language it keeps, as its lang says: "Keep English", not "Rester en English". */}
            {i18n.getFixedT(current)("banner.keep", { language: nativeName(current) })}
          </button>
          <button
            type="button"
            onClick={keep}
            className="rounded p-1 text-slate-500 hover:text-slate-800"
            aria-label={t("banner.close")}
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}
