import { Loader2, PenTool, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  CONTENT_TYPES,
  HUMANIZATION_LEVELS,
  INDUSTRIES,
  LENGTHS,
  TONES,
  TRANSFORM_INTO,
} from "../../../../../schema/literary-enums";
import { countText } from "../../../../../worker/text/counts";
import { MarkdownView } from "../../../components/MarkdownView";
import { ProgressBar } from "../../../components/ProgressBar";
import { SelectField } from "../../../components/SelectField";
import { notify } from "../../../lib/notify";
import type { JobProgress } from "../../../lib/stream-job";
import { readUpload, UnsupportedUploadError, UPLOAD_ACCEPT } from "../read-upload";
import type { CreateForm } from "../studio-state";

export const PREVIEW_CHARS = 1000;

interface CreateTabProps {
  form: CreateForm;
  onChange: (changes: Partial<CreateForm>) => void;
  onCreate: () => void;
  pending: boolean;
  progress: JobProgress | null;
  preview: string | null;
}

function Field({ id, label, children, wide }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "md:col-span-2" : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

export function CreateTab({ form, onChange, onCreate, pending, progress, preview }: CreateTabProps) {
  const { t, i18n } = useTranslation("literary");
  const upload = useRef<HTMLInputElement>(null);
  const stats = countText(form.sourceContent);
  const canCreate = form.title.trim() !== "" && form.description.trim() !== "" && !pending;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      onChange({ sourceContent: await readUpload(file) });
    } catch (error) {
      if (error instanceof UnsupportedUploadError) notify.error(t("create.invalidFileTitle"), t("create.invalidFile"));
      else notify.error(t("create.readFailedTitle"), t("create.readFailed"));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreate) onCreate();
  };

  return (
    <form onSubmit={submit} className="space-y-6">
      <div className="card grid gap-4 md:grid-cols-2">
        <Field id="create-title" label={t("create.title")}>
          <input
            id="create-title"
            className="field-input"
            value={form.title}
            onChange={(e) => onChange({ title: e.target.value })}
            required
          />
        </Field>
        <SelectField
          id="create-type"
          label={t("create.contentType")}
          value={form.contentType}
          options={CONTENT_TYPES}
          onChange={(contentType) => onChange({ contentType })}
          optionLabel={(o) => t(`types.${o}.title`)}
        />
        <Field id="create-description" label={t("create.description")} wide>
          <textarea
            id="create-description"
            rows={3}
            className="field-input"
            value={form.description}
            onChange={(e) => onChange({ description: e.target.value })}
            required
          />
        </Field>
        <Field id="create-audience" label={t("create.audience")}>
          <input
            id="create-audience"
            className="field-input"
            value={form.targetAudience}
            onChange={(e) => onChange({ targetAudience: e.target.value })}
          />
        </Field>
        <SelectField
          id="create-transform"
          label={t("create.transformInto")}
          value={form.transformInto}
          options={TRANSFORM_INTO}
          onChange={(transformInto) => onChange({ transformInto })}
          optionLabel={(o) => t(`transform.${o}`)}
        />
        <Field id="create-chapters" label={t("create.chapters")} wide>
          <textarea
            id="create-chapters"
            rows={6}
            className="field-input font-mono text-sm"
            placeholder={t("create.chaptersPlaceholder")}
            value={form.chapters}
            onChange={(e) => onChange({ chapters: e.target.value })}
          />
          <p className="mt-1 text-xs text-slate-500">
            {t("create.chapterCount", { count: form.chapters.split("\n").filter((l) => l.trim()).length })}
          </p>
        </Field>
      </div>

      <div className="card grid gap-4 md:grid-cols-3">
        <SelectField
          id="create-length"
          label={t("create.length")}
          value={form.length}
          options={LENGTHS}
          onChange={(length) => onChange({ length })}
          optionLabel={(o) => t(`lengths.${o}`)}
        />
        <Field id="create-words" label={t("create.wordCount")}>
          <input
            id="create-words"
            type="number"
            min={0}
            max={500000}
            className="field-input"
            value={form.wordCount}
            onChange={(e) => onChange({ wordCount: Number(e.target.value) || 0 })}
          />
        </Field>
        <SelectField
          id="create-tone"
          label={t("create.tone")}
          value={form.tone}
          options={TONES}
          onChange={(tone) => onChange({ tone })}
          optionLabel={(o) => t(`tones.${o}`)}
        />
        <SelectField
          id="create-humanization"
          label={t("create.humanization")}
          value={form.humanizationLevel}
          options={HUMANIZATION_LEVELS}
          onChange={(humanizationLevel) => onChange({ humanizationLevel })}
          optionLabel={(o) => t(`humanization.${o}`)}
        />
        <SelectField
          id="create-industry"
          label={t("create.industry")}
          value={form.industry}
          options={INDUSTRIES}
          onChange={(industry) => onChange({ industry })}
          optionLabel={(o) => t(`industries.${o}`)}
        />
        <Field id="create-expertise" label={t("create.expertise")}>
          <input
            id="create-expertise"
            className="field-input"
            value={form.expertise}
            onChange={(e) => onChange({ expertise: e.target.value })}
          />
        </Field>
        <Field id="create-direction" label={t("create.direction")} wide>
          <textarea
            id="create-direction"
            rows={2}
            className="field-input"
            value={form.ghostwritingDirection}
            onChange={(e) => onChange({ ghostwritingDirection: e.target.value })}
          />
        </Field>
        <Field id="create-marketing" label={t("create.marketing")}>
          <textarea
            id="create-marketing"
            rows={2}
            className="field-input"
            value={form.marketingStrategy}
            onChange={(e) => onChange({ marketingStrategy: e.target.value })}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={form.kdpOptimization}
            onChange={(e) => onChange({ kdpOptimization: e.target.checked })}
          />
          {t("create.kdp")}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={form.masterOverride}
            onChange={(e) => onChange({ masterOverride: e.target.checked })}
          />
          {t("create.masterOverride")}
        </label>
      </div>

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
          value={form.sourceContent}
          onChange={(e) => onChange({ sourceContent: e.target.value })}
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

      {progress && (
        <ProgressBar
          percent={progress.percent}
          label={progress.step ? t("create.progress", { step: progress.step }) : t("create.starting")}
        />
      )}
      <button type="submit" className="btn-primary" disabled={!canCreate}>
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <PenTool className="h-4 w-4" aria-hidden />
        )}
        {pending ? t("create.submitting") : t("create.submit")}
      </button>
      {preview !== null && (
        <section className="card">
          <h3 className="mb-2 font-semibold">{t("create.preview")}</h3>
          <div data-testid="create-preview">
            <MarkdownView
              markdown={preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS)}…` : preview}
              className="text-sm"
            />
          </div>
        </section>
      )}
    </form>
  );
}
