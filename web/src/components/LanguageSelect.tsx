import { useTranslation } from "react-i18next";
import { saveLanguageForUser } from "../lib/account-language";
import { useCurrentUser } from "../lib/current-user";
import { availableLanguages, switchLanguage } from "../lib/languages";

/** Each language named in itself ("Español", "日本語"), so anyone can find their own. */
function nativeName(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  } catch {
    return language;
  }
}

export function LanguageSelect({ id, label }: { id: string; label: string }) {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const choose = async (language: string) => {
    await switchLanguage(language);
    if (user)
      await saveLanguageForUser(language).catch((error: unknown) =>
        console.warn("Language not saved to the account", error),
      );
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => void choose(e.target.value)}
      >
        {availableLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
