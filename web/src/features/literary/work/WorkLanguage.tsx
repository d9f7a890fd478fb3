import { useTranslation } from "react-i18next";
import type { WorkLanguageSource } from "../../../../../schema/literary-enums";
import { PLATFORM_LANGUAGES } from "../../../../../worker/common/languages";

/** Where the work's language came from, as the author reads it: detected, a guess, or theirs. */
export function WorkLanguageSourceNote({ source }: { source: WorkLanguageSource }) {
  const { t } = useTranslation("literary");
  return (
    <span data-testid="work-language-source" className={source === "uncertain" ? "text-amber-800" : "text-slate-500"}>
      {t(`work.languageSource.${source}`)}
    </span>
  );
}

/** The language the work's text is in: the EPUB, the HTML and the KDP metadata declare it. */
export function WorkLanguage({
  language,
  source,
  pending,
  onChange,
}: {
  language: string;
  source: WorkLanguageSource;
  pending: boolean;
  onChange: (language: string) => void;
}) {
  const { t, i18n } = useTranslation("literary");
  const names = new Intl.DisplayNames([i18n.language], { type: "language" });
  const options = PLATFORM_LANGUAGES.includes(language as never)
    ? PLATFORM_LANGUAGES
    : [language, ...PLATFORM_LANGUAGES];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="work-language" className="text-slate-600">
        {t("work.language")}
      </label>
      <select
        id="work-language"
        className="field-input w-auto py-1"
        value={language}
        disabled={pending}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </select>
      <WorkLanguageSourceNote source={source} />
    </div>
  );
}
