import { Feather, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TONES } from "../../../../../schema/literary-enums";
import { CopyButton } from "../../../components/CopyButton";
import { EngineBadge } from "../../../components/EngineBadge";
import { JobDraft } from "../../../components/JobDraft";
import { MarkdownView } from "../../../components/MarkdownView";
import { ProgressBar } from "../../../components/ProgressBar";
import { SelectField } from "../../../components/SelectField";
import { notify } from "../../../lib/notify";
import { notifyFailure, planLabels } from "../../../lib/notify-failure";
import { wasStopped } from "../../../lib/use-ai-job";
import { useGhostwrite } from "../api/queries";

type Tone = (typeof TONES)[number];

export function GhostwriteTab({
  initialContent,
  initialDirection,
  initialTone,
}: {
  initialContent: string;
  initialDirection: string;
  initialTone: Tone;
}) {
  const { t } = useTranslation("literary");
  const [content, setContent] = useState(initialContent);
  const [direction, setDirection] = useState(initialDirection);
  const [tone, setTone] = useState<Tone>(initialTone);
  const job = useGhostwrite();
  const run = () => {
    if (!content.trim()) {
      notify.error(t("ghostwrite.failedTitle"), t("ghostwrite.empty"));
      return;
    }
    job.mutate(
      { content, ghostwritingDirection: direction, tone },
      {
        onError: (error) => {
          if (!wasStopped(error))
            notifyFailure(t("ghostwrite.failedTitle"), error, t("ghostwrite.failed"), planLabels(t));
        },
      },
    );
  };
  return (
    <div className="space-y-6">
      <div className="card space-y-4">
        <div>
          <label htmlFor="ghost-content" className="field-label">
            {t("ghostwrite.content")}
          </label>
          <textarea
            id="ghost-content"
            rows={8}
            className="field-input"
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
          <div>
            <label htmlFor="ghost-direction" className="field-label">
              {t("create.direction")}
            </label>
            <input
              id="ghost-direction"
              className="field-input"
              value={direction}
              onChange={(e) => setDirection(e.target.value)}
            />
          </div>
          <SelectField
            id="ghost-tone"
            label={t("create.tone")}
            value={tone}
            options={TONES}
            onChange={setTone}
            optionLabel={(option) => t(`tones.${option}`)}
          />
        </div>
        {job.progress && <ProgressBar percent={job.progress.percent} label={t("ghostwrite.progress")} />}
        <JobDraft job={job} />
        <button type="button" className="btn-primary" onClick={run} disabled={job.isPending}>
          {job.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Feather className="h-4 w-4" aria-hidden />
          )}
          {job.isPending ? t("ghostwrite.submitting") : t("ghostwrite.submit")}
        </button>
      </div>
      {job.data && (
        <section className="card space-y-3" data-testid="ghostwrite-result">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <EngineBadge engine={job.data.engine} model={job.data.model} />
            <CopyButton text={job.data.content} />
          </div>
          {job.data.notice && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{job.data.notice}</p>
          )}
          <MarkdownView markdown={job.data.content} className="rounded-xl bg-slate-50 p-4" />
        </section>
      )}
    </div>
  );
}
