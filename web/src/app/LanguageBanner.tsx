import type { TFunction } from "i18next";
import { Globe, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetchedJson } from "../lib/fetched-json";
import type { LocaleSuggestion } from "../lib/locale";
import { bannerDismissed, dismissBanner } from "../lib/locale-preference";
import { availableLanguages, switchLanguage } from "./i18n";

/** Spec 000 §2.9: suggest the platform in another language only when that language is detected with confidence above 0.7. */
export const BANNER_CONFIDENCE_THRESHOLD = 0.7;

export function shouldOfferLanguage(
  suggestion: Pick<LocaleSuggestion, "language" | "confidence"> | undefined,
  current: string,
  dismissed: boolean,
): boolean {
  if (!suggestion || dismissed) return false;
  return (
    suggestion.language !== current.split("-")[0] &&
    suggestion.confidence > BANNER_CONFIDENCE_THRESHOLD &&
    availableLanguages.includes(suggestion.language)
  );
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
 * Offers the platform in the language this browser and country suggest. It is on every page, the landing page too,
 * which carries no query client, so the suggestion is a plain read.
 */
export default function LanguageBanner({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useTranslation();
  const [dismissed, setDismissed] = useState(bannerDismissed);
  const locale = useFetchedJson<LocaleSuggestion>("/api/global/locale");
  const suggestion = locale.status === "success" ? locale.data : undefined;
  const offered = shouldOfferLanguage(suggestion, i18n.language, dismissed) ? suggestion?.language : undefined;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    // The invitation is written in the language it offers, so that language's shared catalog is fetched first.
    if (offered) void i18n.loadLanguages(offered).then(() => setLoaded(offered));
  }, [offered, i18n]);
  if (!offered || loaded !== offered || !shouldOfferLanguage(suggestion, i18n.language, dismissed) || !suggestion)
    return null;

  const t = i18n.getFixedT(offered);
  const keep = () => {
    dismissBanner();
    setDismissed(true);
  };
  const translate = async () => {
    try {
      await switchLanguage(suggestion.language);
      // The typed client is loaded only now, so that the first page does not carry it.
      if (signedIn) await (await import("../lib/account-language")).saveLanguageForUser(suggestion.language);
      setDismissed(true);
    } catch (error) {
      console.warn("Platform translation failed", error);
    }
  };

  return (
    <div
      role="dialog"
      lang={offered}
      dir={offered === "ar" ? "rtl" : "ltr"}
      aria-labelledby="language-banner-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-2xl border border-indigo-200 bg-white p-5 shadow-2xl"
      data-testid="language-banner"
    >
      <button
        type="button"
        onClick={keep}
        className="absolute end-3 top-3 rounded p-1 text-slate-400 hover:text-slate-700"
        aria-label={t("banner.close")}
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
      <div className="flex gap-3">
        <Globe className="mt-0.5 h-6 w-6 shrink-0 text-indigo-500" aria-hidden />
        <div className="space-y-2">
          <p id="language-banner-title" className="font-semibold text-slate-900" lang={suggestion.language}>
            {t("banner.title", { language: nativeName(suggestion.language) })}
          </p>
          <p className="text-sm text-slate-600">
            {t("banner.suggestion", { language: nativeName(suggestion.language), currency: suggestion.currency })}
          </p>
          <p className="text-xs text-slate-500">{reasonsFor(suggestion, t, offered)}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            <button type="button" className="btn-primary text-sm" onClick={translate}>
              {t("banner.translate")}
            </button>
            <button type="button" className="btn-secondary text-sm" onClick={keep}>
              {t("banner.keep")}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
