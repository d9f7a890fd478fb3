import { Square } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AiJob } from "../lib/use-ai-job";
import { CopyButton } from "./CopyButton";

/** What JobDraft reads of a job (see useAiJob). */
export type DraftingJob = Pick<AiJob<unknown, unknown>, "draft" | "isPending" | "stop" | "stopped">;

/**
 * The text a model is writing, growing as it arrives, with a Stop button while it runs. After Stop, what arrived
 * stays on the page (with Copy), since nothing of a stopped job is saved.
 */
export function JobDraft({ job }: { job: DraftingJob }) {
  const { t } = useTranslation("common");
  const kept = job.stopped && !job.isPending;
  if (!job.isPending && !kept) return null;
  return (
    <div className="space-y-2" data-testid="job-draft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{kept ? t("draft.stopped") : t("draft.writing")}</p>
        {job.isPending ? (
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={job.stop}>
            <Square className="h-3.5 w-3.5" aria-hidden />
            {t("draft.stop")}
          </button>
        ) : (
          job.draft && <CopyButton text={job.draft} />
        )}
      </div>
      {job.draft && (
        <div
          className="max-h-80 overflow-y-auto whitespace-pre-wrap rounded-xl bg-white p-4 text-slate-800 ring-1 ring-slate-200"
          aria-busy={job.isPending}
          data-testid="job-draft-text"
        >
          {job.draft}
        </div>
      )}
    </div>
  );
}
