import { useTranslation } from "react-i18next";
import { countText } from "../../../../../worker/text/counts";

export const MAX_CONTENT_CHARS = 50_000;

/** The text box of the AI tools, with live counts and the 50,000-character limit. */
export function ContentInput({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const { t, i18n } = useTranslation("humanizer");
  const counts = countText(value);
  const over = value.length > MAX_CONTENT_CHARS;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={10}
        className="field-input font-[inherit] leading-relaxed"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-invalid={over}
      />
      <p className={`mt-1 text-xs ${over ? "text-red-600" : "text-slate-500"}`}>
        {t("input.counts", {
          words: counts.words.toLocaleString(i18n.language),
          sentences: counts.sentences.toLocaleString(i18n.language),
          characters: counts.characters.toLocaleString(i18n.language),
          max: MAX_CONTENT_CHARS.toLocaleString(i18n.language),
        })}
      </p>
    </div>
  );
}
