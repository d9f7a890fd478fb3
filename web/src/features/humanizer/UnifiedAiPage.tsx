import { Download, Loader2, Wand2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { UNIFIED_TYPES } from "../../../../worker/common/humanizer-modes";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { ProgressBar } from "../../components/ProgressBar";
import { SelectField } from "../../components/SelectField";
import { notify } from "../../lib/notify";
import { notifyFailure } from "../../lib/notify-failure";
import { useUnifiedAi } from "./api/queries";
import { ContentInput } from "./components/ContentInput";
import { ImageGallery } from "./components/ImageGallery";

type UnifiedType = (typeof UNIFIED_TYPES)[number];

function downloadText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function UnifiedAiPage() {
  const { t } = useTranslation("humanizer");
  const [content, setContent] = useState("");
  const [type, setType] = useState<UnifiedType>("text");
  const job = useUnifiedAi();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      notify.error(t("tools.contentRequiredTitle"), t("tools.contentRequired"));
      return;
    }
    job.mutate(
      { content, type },
      {
        onSuccess: (result) => notify.success(t("unified.successTitle"), result.message),
        onError: (error) => notifyFailure(t("tools.failedTitle"), error, t("tools.failed"), t("common:plans.see")),
      },
    );
  };

  const result = job.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <form onSubmit={submit} className="card space-y-5">
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
            <Wand2 className="h-4 w-4" aria-hidden />
          )}
          {job.isPending ? t("tools.submitting") : t("unified.submit")}
        </button>
      </form>
      {result && (
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
              <dd className="text-2xl font-bold">{result.result.confidence}%</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("unified.humanizationScore")}</dt>
              <dd className="text-2xl font-bold">{result.result.humanizationScore}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{t("unified.processingTime")}</dt>
              <dd className="text-2xl font-bold">{result.result.processingTime} ms</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-500">{t("unified.method")}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => downloadText(result.result.content, "unified-ai-result.txt")}
          >
            <Download className="h-4 w-4" aria-hidden />
            {t("unified.download")}
          </button>
        </section>
      )}
    </div>
  );
}
