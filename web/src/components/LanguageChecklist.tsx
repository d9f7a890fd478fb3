import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, languageCode } from "../../../worker/common/languages";

interface LanguageChecklistProps {
  legend: string;
  /** The chosen languages, by the English names the server keeps ("Spanish"). */
  values: string[];
  onChange: (values: string[]) => void;
  className?: string;
}

/** The platform's 12 languages as checkboxes, each named in the reader's language. */
export function LanguageChecklist({ legend, values, onChange, className }: LanguageChecklistProps) {
  const { i18n } = useTranslation();
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });
  const toggle = (name: string) =>
    onChange(values.includes(name) ? values.filter((value) => value !== name) : [...values, name]);
  return (
    <fieldset className={className}>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {Object.values(LANGUAGE_NAMES).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={values.includes(name)} onChange={() => toggle(name)} />
            {languageName.of(languageCode(name) ?? "en")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
