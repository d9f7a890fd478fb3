import { Loader2, PenTool } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AllowanceLeft } from "../../../components/AllowanceLeft";
import { type DraftingJob, JobDraft } from "../../../components/JobDraft";
import { ProgressBar } from "../../../components/ProgressBar";
import type { JobProgress } from "../../../lib/stream-job";
import { SourceContentField } from "./SourceContentField";
import { type CreateFieldsProps, WorkBriefFields } from "./WorkBriefFields";
import { WorkPreview } from "./WorkPreview";
import { WritingOptionsFields } from "./WritingOptionsFields";

interface CreateTabProps extends CreateFieldsProps {
  onCreate: () => void;
  pending: boolean;
  progress: JobProgress | null;
  /** The chapter a model is writing now, as it arrives, with Stop. */
  draft: DraftingJob;
  preview: string | null;
}

/** The Create tab: the new work's form, the progress while it is written, and a preview of the result. */
export function CreateTab({ form, onChange, onCreate, pending, progress, draft, preview }: CreateTabProps) {
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
      <JobDraft job={draft} />
      <button type="submit" className="btn-primary" disabled={!canCreate}>
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <PenTool className="h-4 w-4" aria-hidden />
        )}
        {pending ? t("create.submitting") : t("create.submit")}
      </button>
      <AllowanceLeft kind="literary" />
      {preview !== null && <WorkPreview markdown={preview} />}
    </form>
  );
}
