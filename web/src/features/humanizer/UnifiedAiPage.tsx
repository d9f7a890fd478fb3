import { Download, Wand2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UNIFIED_TYPES } from "../../../../worker/common/humanizer-modes";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { SelectField } from "../../components/SelectField";
import { formatMilliseconds, formatPercent } from "../../lib/format";
import { saveFile } from "../../lib/save-file";
import { useUnifiedAi } from "./api/queries";
import { AiJobForm } from "./components/AiJobForm";
import { ContentInput } from "./components/ContentInput";
import { ImageGallery } from "./components/ImageGallery";

type UnifiedType = (typeof UNIFIED_TYPES)[number];

export function UnifiedAiPage() {
  const { t, i18n } = useTranslation("humanizer");
  const [content, setContent] = useState("");
  const [type, setType] = useState<UnifiedType>("text");
  const job = useUnifiedAi();

  return (
    <AiJobForm
      job={job}
      text={content}
      input={() => ({ content, type })}
      toasts={{
        missing: { title: t("tools.contentRequiredTitle"), message: t("tools.contentRequired") },
        failed: { title: t("tools.failedTitle"), message: t("tools.failed") },
        succeeded: (result) => ({ title: t("unified.successTitle"), message: result.message }),
      }}
      icon={Wand2}
      submitLabel={t("unified.submit")}
      submittingLabel={t("tools.submitting")}
      renderResult={(result) => (
        <section className="card space-y-5" data-testid="unified-result">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t("result.heading")}</h2>
            <EngineBadge engine={result.engine} model={result.model} />
          </div>
          <p className="text-sm text-slate-600">{result.message}</p>
          <ImageGallery images={result.result.images} />
          <MarkdownView
            markdown={result.result.content}
            className="max-h-96 overflow-y-auto rounded-xl bg-slate-50 p-4"
          />
          <dl className="grid grid-cols-3 gap-4 text-center">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("unified.confidence")}</dt>
              <dd className="text-2xl font-bold">{formatPercent(result.result.confidence, i18n.language)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("unified.likelihood")}</dt>
              <dd className="text-2xl font-bold" data-testid="unified-likelihood">
                {formatPercent(result.detection.before, i18n.language)} →{" "}
                {formatPercent(result.detection.after, i18n.language)}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("unified.processingTime")}</dt>
              <dd className="text-2xl font-bold">{formatMilliseconds(result.result.processingTime, i18n.language)}</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-500">{t("unified.method")}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              saveFile(new Blob([result.result.content], { type: "text/plain;charset=utf-8" }), "unified-ai-result.txt")
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            {t("unified.download")}
          </button>
        </section>
      )}
    >
      <p className="text-slate-600">{t("unified.intro")}</p>
      <SelectField
        id="unified-type"
        label={t("tools.contentType")}
        value={type}
        options={UNIFIED_TYPES}
        onChange={setType}
        optionLabel={(option) => t(`unifiedTypes.${option}`)}
        selectClassName="max-w-xs"
      />
      <ContentInput
        id="unified-content"
        label={t("tools.content")}
        value={content}
        onChange={setContent}
        placeholder={t("unified.placeholder")}
      />
      <p className="text-xs text-slate-500">{t("unified.markerHint")}</p>
    </AiJobForm>
  );
}
