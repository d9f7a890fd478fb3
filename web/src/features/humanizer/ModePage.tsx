import { Zap } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTENT_TYPES, OVERKILL_INTENSITIES, SMART_INTENSITIES } from "../../../../worker/common/humanizer-modes";
import { ChoiceGroup } from "../../components/ChoiceGroup";
import type { AiJob } from "../../lib/use-ai-job";
import type { OverkillInput, OverkillResult, SmartInput, SmartResult } from "./api/humanizer-client";
import { useOverkillMode, useSmartMode } from "./api/queries";
import { AiJobForm } from "./components/AiJobForm";
import { ContentInput } from "./components/ContentInput";
import { OverkillExtras } from "./components/OverkillExtras";
import { RewriteOutcome } from "./components/RewriteOutcome";
import { RunCost } from "./components/RunCost";
import { OVERKILL_THRESHOLDS, SMART_THRESHOLDS } from "./confidence";
import { verdictToast } from "./rewrite-verdict";

type ContentType = (typeof CONTENT_TYPES)[number];

/** What the form holds; each mode sends the part of it that its route takes. */
interface ModeFields<Intensity extends string> {
  content: string;
  intensity: Intensity;
  contentType: ContentType;
  includeImages: boolean;
}

interface ModeConfig<Intensity extends string, Input> {
  mode: "smart" | "overkill";
  intensities: readonly Intensity[];
  defaultIntensity: Intensity;
  thresholds: readonly number[];
  /** What an article typically costs with a language model, in US dollars. */
  typicalCost: readonly [number, number];
  input: (fields: ModeFields<Intensity>) => Input;
}

const SMART: ModeConfig<(typeof SMART_INTENSITIES)[number], SmartInput> = {
  mode: "smart",
  intensities: SMART_INTENSITIES,
  defaultIntensity: "aggressive",
  thresholds: SMART_THRESHOLDS,
  typicalCost: [0.15, 0.3],
  input: ({ content, intensity, contentType }) => ({ content, intensity, contentType }),
};

const OVERKILL: ModeConfig<(typeof OVERKILL_INTENSITIES)[number], OverkillInput> = {
  mode: "overkill",
  intensities: OVERKILL_INTENSITIES,
  defaultIntensity: "maximum",
  thresholds: OVERKILL_THRESHOLDS,
  typicalCost: [0.45, 0.6],
  input: ({ content, intensity, contentType, includeImages }) => ({ content, intensity, contentType, includeImages }),
};

type ModeResult = SmartResult | OverkillResult;

/** Smart Mode and Overkill Mode share one screen; Overkill adds stages, god mode and images. */
function ModePage<Intensity extends string, Input, Result extends ModeResult>({
  config,
  job,
}: {
  config: ModeConfig<Intensity, Input>;
  job: AiJob<Input, Result>;
}) {
  const { t } = useTranslation("humanizer");
  const [content, setContent] = useState("");
  const [intensity, setIntensity] = useState<Intensity>(config.defaultIntensity);
  const [contentType, setContentType] = useState<ContentType>("business");
  const [includeImages, setIncludeImages] = useState(false);
  // The text the shown result was made from: the box may have changed since.
  const sent = useRef("");

  return (
    <AiJobForm
      job={job}
      text={content}
      input={() => {
        sent.current = content;
        return config.input({ content, intensity, contentType, includeImages });
      }}
      toasts={{
        missing: { title: t("tools.contentRequiredTitle"), message: t("tools.contentRequired") },
        failed: { title: t("tools.failedTitle"), message: t("tools.failed") },
        succeeded: (result) =>
          verdictToast(t, `${config.mode}.successTitle`, result.engine, result.aiLikelihood, result.rulesSkipped),
      }}
      icon={Zap}
      submitLabel={t(`${config.mode}.submit`)}
      submittingLabel={t("tools.submitting")}
      renderResult={(result: ModeResult) => (
        <RewriteOutcome
          text={"smartContent" in result ? result.smartContent : result.overkillContent}
          engine={result.engine}
          model={result.model}
          confidence={result.bypassConfidence}
          thresholds={config.thresholds}
          likelihood={result.aiLikelihood}
          rulesSkipped={result.rulesSkipped}
          signatures={result.aiSignatures}
          readings={result.readings}
          stages={result.processingStages}
          quality={result.qualityMetrics}
          images={"images" in result ? result.images : undefined}
          original={sent.current}
          segments={result.segments}
          footnote={
            <>
              {config.mode === "overkill" && <OverkillExtras stages={result.processingStages} />}
              <RunCost usd={result.runCost.usd} typical={config.typicalCost} />
            </>
          }
        />
      )}
    >
      <p className="text-slate-600">{t(`${config.mode}.intro`)}</p>
      <ContentInput
        id={`${config.mode}-content`}
        label={t("tools.content")}
        value={content}
        onChange={setContent}
        placeholder={t("tools.placeholder")}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceGroup
          label={t("tools.intensity")}
          name="intensity"
          options={config.intensities}
          value={intensity}
          onChange={setIntensity}
          labelFor={(i) => t(`intensities.${i}`)}
        />
        <ChoiceGroup
          label={t("tools.contentType")}
          name="contentType"
          options={CONTENT_TYPES}
          value={contentType}
          onChange={setContentType}
          labelFor={(c) => t(`contentTypes.${c}`)}
        />
      </div>
      {config.mode === "overkill" && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={includeImages}
            onChange={(e) => setIncludeImages(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300"
          />
          {t("overkill.includeImages")}
        </label>
      )}
    </AiJobForm>
  );
}

export function SmartModePage() {
  const job = useSmartMode();
  return <ModePage config={SMART} job={job} />;
}

export function OverkillModePage() {
  const job = useOverkillMode();
  return <ModePage config={OVERKILL} job={job} />;
}
