import { Loader2, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { HUMANIZER_LEVELS, HUMANIZER_STYLES } from "../../../../worker/common/humanizer-modes";
import { ChoiceGroup } from "../../components/ChoiceGroup";
import { ProgressBar } from "../../components/ProgressBar";
import { notify } from "../../lib/notify";
import { notifyFailure } from "../../lib/notify-failure";
import { useHumanize } from "./api/queries";
import { ContentInput } from "./components/ContentInput";
import { RewriteOutcome } from "./components/RewriteOutcome";
import { HUMANIZER_THRESHOLDS } from "./confidence";

type Style = (typeof HUMANIZER_STYLES)[number];
type Level = (typeof HUMANIZER_LEVELS)[number];

export function HumanizerPage() {
  const { t } = useTranslation("humanizer");
  const [text, setText] = useState("");
  const [style, setStyle] = useState<Style>("conversational");
  const [params] = useSearchParams();
  // Other pages open the humanizer at a chosen level: /humanizer?level=maximum.
  const [level, setLevel] = useState<Level>(
    () => HUMANIZER_LEVELS.find((l) => l === params.get("level")) ?? "standard",
  );
  const job = useHumanize();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      notify.error(t("humanizer.missingTitle"), t("humanizer.missing"));
      return;
    }
    job.mutate(
      { text, style, level },
      {
        onSuccess: (result) =>
          notify.success(t("humanizer.successTitle"), t("humanizer.success", { confidence: result.output.confidence })),
        onError: (error) =>
          notifyFailure(t("humanizer.failedTitle"), error, t("humanizer.failed"), t("common:plans.see")),
      },
    );
  };

  const result = job.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <form onSubmit={submit} className="card space-y-5">
        <p className="text-slate-600">{t("humanizer.intro")}</p>
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceGroup
            label={t("humanizer.style")}
            name="style"
            options={HUMANIZER_STYLES}
            value={style}
            onChange={setStyle}
            labelFor={(s) => t(`styles.${s}`)}
          />
          <ChoiceGroup
            label={t("humanizer.level")}
            name="level"
            options={HUMANIZER_LEVELS}
            value={level}
            onChange={setLevel}
            labelFor={(l) => t(`levels.${l}`)}
          />
        </div>
        <p className="text-xs text-slate-500">{t(`levelHints.${level}`)}</p>
        <ContentInput
          id="humanizer-text"
          label={t("humanizer.input")}
          value={text}
          onChange={setText}
          placeholder={t("humanizer.placeholder")}
        />
        {job.progress && (
          <ProgressBar
            percent={job.progress.percent}
            label={job.progress.step ? t(`stages.${job.progress.step}`) : t("progress.starting")}
          />
        )}
        <button type="submit" className="btn-primary" disabled={job.isPending}>
          {job.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Sparkles className="h-4 w-4" aria-hidden />
          )}
          {job.isPending ? t("humanizer.submitting") : t("humanizer.submit")}
        </button>
      </form>
      {result && (
        <RewriteOutcome
          text={result.output.humanizedText}
          engine={result.engine}
          model={result.model}
          confidence={result.output.confidence}
          thresholds={HUMANIZER_THRESHOLDS}
          likelihood={{ before: result.before.aiLikelihood, after: result.after.aiLikelihood }}
          signatures={{ before: result.before.signatures, after: result.after.signatures }}
          readings={{ before: result.before.reading, after: result.after.reading }}
          stages={result.processingStages}
          quality={result.qualityMetrics}
          notice={result.notice}
        />
      )}
    </div>
  );
}
