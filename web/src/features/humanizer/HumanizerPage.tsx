import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { HUMANIZER_LEVELS, HUMANIZER_STYLES } from "../../../../worker/common/humanizer-modes";
import { ChoiceGroup } from "../../components/ChoiceGroup";
import { useHumanize } from "./api/queries";
import { AiJobForm } from "./components/AiJobForm";
import { ContentInput } from "./components/ContentInput";
import { RewriteOutcome } from "./components/RewriteOutcome";
import { HUMANIZER_THRESHOLDS } from "./confidence";
import { verdictToast } from "./rewrite-verdict";

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

  return (
    <AiJobForm
      job={job}
      text={text}
      input={() => ({ text, style, level })}
      toasts={{
        missing: { title: t("humanizer.missingTitle"), message: t("humanizer.missing") },
        failed: { title: t("humanizer.failedTitle"), message: t("humanizer.failed") },
        succeeded: (result) =>
          verdictToast(
            t,
            "humanizer.successTitle",
            result.engine,
            { before: result.before.aiLikelihood, after: result.after.aiLikelihood },
            result.rulesSkipped,
          ),
      }}
      icon={Sparkles}
      submitLabel={t("humanizer.submit")}
      submittingLabel={t("humanizer.submitting")}
      renderResult={(result) => (
        <RewriteOutcome
          text={result.output.humanizedText}
          engine={result.engine}
          model={result.model}
          confidence={result.output.confidence}
          thresholds={HUMANIZER_THRESHOLDS}
          likelihood={{ before: result.before.aiLikelihood, after: result.after.aiLikelihood }}
          rulesSkipped={result.rulesSkipped}
          signatures={{ before: result.before.signatures, after: result.after.signatures }}
          readings={{ before: result.before.reading, after: result.after.reading }}
          stages={result.processingStages}
          quality={result.qualityMetrics}
          notice={result.notice}
          original={job.variables?.text ?? text}
          segments={result.segments}
        />
      )}
    >
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
    </AiJobForm>
  );
}
