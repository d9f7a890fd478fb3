import { Loader2, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AllowanceLeft } from "../../../components/AllowanceLeft";
import { JobDraft } from "../../../components/JobDraft";
import { ProgressBar } from "../../../components/ProgressBar";
import { notify } from "../../../lib/notify";
import { notifyFailure, planLabels } from "../../../lib/notify-failure";
import { type AiJob, wasStopped } from "../../../lib/use-ai-job";

/** A toast's title and its text. */
export interface JobToast {
  title: string;
  message: string;
}

export interface AiJobFormProps<Input, Result> {
  /** The tool's job (useAiJob): it is sent from here, and its progress and result are shown here. */
  job: AiJob<Input, Result>;
  /** The text the job works on: while it is blank nothing is sent, and the `missing` toast says so. */
  text: string;
  /** The job's input, read from the form when it is sent. */
  input: () => Input;
  toasts: {
    missing: JobToast;
    /** Its message stands in when the server gives no reason; a refusal a higher plan lifts links to the plans. */
    failed: JobToast;
    succeeded: (result: Result) => JobToast;
  };
  icon: LucideIcon;
  submitLabel: string;
  submittingLabel: string;
  /** The tool's own fields, above the progress bar and the button. */
  children: ReactNode;
  /** The finished job's result, under the form. */
  renderResult: (result: Result) => ReactNode;
}

/**
 * The humanizer tools' shared frame: the form that sends a long AI job, its streamed progress, the button that says
 * whether it runs, the toasts that tell how it ended, and its result under the form.
 */
export function AiJobForm<Input, Result>({
  job,
  text,
  input,
  toasts,
  icon: Icon,
  submitLabel,
  submittingLabel,
  children,
  renderResult,
}: AiJobFormProps<Input, Result>) {
  const { t } = useTranslation("humanizer");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      notify.error(toasts.missing.title, toasts.missing.message);
      return;
    }
    job.mutate(input(), {
      onSuccess: (result) => {
        const { title, message } = toasts.succeeded(result);
        notify.success(title, message);
      },
      onError: (error) => {
        if (!wasStopped(error)) notifyFailure(toasts.failed.title, error, toasts.failed.message, planLabels(t));
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <form onSubmit={submit} className="card space-y-5">
        {children}
        {job.progress && (
          <ProgressBar
            percent={job.progress.percent}
            label={job.progress.step ? t(`stages.${job.progress.step}`) : t("progress.starting")}
          />
        )}
        <JobDraft job={job} />
        <button type="submit" className="btn-primary" disabled={job.isPending}>
          {job.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Icon className="h-4 w-4" aria-hidden />
          )}
          {job.isPending ? submittingLabel : submitLabel}
        </button>
        <AllowanceLeft kind="humanizer" />
      </form>
      {job.data !== undefined && renderResult(job.data)}
    </div>
  );
}
