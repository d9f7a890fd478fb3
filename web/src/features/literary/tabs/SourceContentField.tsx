import { Upload } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { countText } from "../../../../../worker/text/counts";
import { notify } from "../../../lib/notify";
import { readUpload, UnsupportedUploadError, UPLOAD_ACCEPT } from "../read-upload";

/** The text the work starts from, typed or read from an uploaded file, with its counts. */
export function SourceContentField({ value, onChange }: { value: string; onChange: (sourceContent: string) => void }) {
  const { t, i18n } = useTranslation("literary");
  const upload = useRef<HTMLInputElement>(null);
  const stats = countText(value);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      onChange(await readUpload(file));
    } catch (error) {
      if (error instanceof UnsupportedUploadError) notify.error(t("create.invalidFileTitle"), t("create.invalidFile"));
      else notify.error(t("create.readFailedTitle"), t("create.readFailed"));
    }
  };

  return (
    <div className="card space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="create-source" className="field-label mb-0">
          {t("create.source")}
        </label>
        <button type="button" className="btn-secondary text-sm" onClick={() => upload.current?.click()}>
          <Upload className="h-4 w-4" aria-hidden />
          {t("create.upload")}
        </button>
        <input
          ref={upload}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="hidden"
          onChange={readFile}
          aria-label={t("create.upload")}
          data-testid="source-upload"
        />
      </div>
      <textarea
        id="create-source"
        rows={8}
        className="field-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t("create.sourcePlaceholder")}
      />
      <p className="text-xs text-slate-500" data-testid="source-stats">
        {t("create.stats", {
          words: stats.words.toLocaleString(i18n.language),
          sentences: stats.sentences.toLocaleString(i18n.language),
          paragraphs: stats.paragraphs.toLocaleString(i18n.language),
        })}
      </p>
    </div>
  );
}
