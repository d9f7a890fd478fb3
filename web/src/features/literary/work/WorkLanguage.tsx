import { useTranslation } from "react-i18next";
import { PLATFORM_LANGUAGES } from "../../../../../worker/common/languages";

/** The language the work's text is in: the EPUB, the HTML and the KDP metadata declare it. */
export function WorkLanguage({
  language,
  pending,
  onChange,
}: {
  language: string;
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
    </div>
  );
}
