import { Loader2, PenTool } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MarkdownView } from "../../../components/MarkdownView";
import { ProgressBar } from "../../../components/ProgressBar";
import type { JobProgress } from "../../../lib/stream-job";
import type { CreateForm } from "../studio-state";
import { SourceContentField } from "./SourceContentField";
import { WorkBriefFields } from "./WorkBriefFields";
import { WritingOptionsFields } from "./WritingOptionsFields";

export const PREVIEW_CHARS = 1000;

interface CreateTabProps {
  form: CreateForm;
  onChange: (changes: Partial<CreateForm>) => void;
  onCreate: () => void;
  pending: boolean;
  progress: JobProgress | null;
  preview: string | null;
}

/** The Create tab: the new work's form, the progress while it is written, and a preview of the result. */
export function CreateTab({ form, onChange, onCreate, pending, progress, preview }: CreateTabProps) {
  const { t } = useTranslation("literary");
  const canCreate = form.title.trim() !== "" && form.description.trim() !== "" && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreate) onCreate();
  };

  return (
    <form onSubmit={submit} className="space-y-6">
      <WorkBriefFields form={form} onChange={onChange} />
      <WritingOptionsFields form={form} onChange={onChange} />
      <SourceContentField value={form.sourceContent} onChange={(sourceContent) => onChange({ sourceContent })} />

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
