import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { JobDraft } from "../../../components/JobDraft";
import { ProgressBar } from "../../../components/ProgressBar";
import { notify } from "../../../lib/notify";
import { wasStopped } from "../../../lib/use-ai-job";
import { useWriteChapter } from "../api/queries";
import { notifyWorkFailure } from "./notify-work-failure";

/** Has a language model write the chapter from its scaffold or notes; the text it replaces stays in History. */
export function WriteWithAi({ workId, chapterId }: { workId: string; chapterId: string }) {
  const { t } = useTranslation("literary");
  const job = useWriteChapter(workId);
  const run = () =>
    job.write(chapterId, {
      // A model that broke off: what it wrote is kept, and the answer's notice says so.
      onSuccess: (notice) =>
        notice ? notify.error(t("work.writtenTitle"), notice) : notify.success(t("work.writtenTitle")),
      onError: (error) => {
        if (!wasStopped(error)) notifyWorkFailure(error);
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-100 bg-indigo-50/50 px-3 py-2">
      <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={run} disabled={job.isPending}>
        <Sparkles className="h-4 w-4 text-indigo-500" aria-hidden />
        {job.isPending ? t("work.writing") : t("work.writeWithAi")}
      </button>
      <span className="text-xs text-slate-600">{t("work.writeWithAiNote")}</span>
      {job.progress && <ProgressBar percent={job.progress.percent} label={job.progress.step} />}
      <div className="w-full">
        <JobDraft job={job} />
      </div>
    </div>
  );
}
