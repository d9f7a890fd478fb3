import { Languages, Loader2, ScanSearch } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PLATFORM_LANGUAGES } from "../../../../worker/common/languages";
import { EngineBadge } from "../../components/EngineBadge";
import { JobDraft } from "../../components/JobDraft";
import { MarkdownView } from "../../components/MarkdownView";
import { SelectField } from "../../components/SelectField";
import { ApiRequestError } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { wasStopped } from "../../lib/use-ai-job";
import { type TranslateInput, useDetectLanguage, useMarketInsights, useTranslateContent } from "./api/queries";

const CONTENT_TYPES = ["marketplace_item", "course", "guide", "book", "post"] as const;

function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function InsightList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Translation for a market: the text's language detected, its translation, and notes on the target market. */
export function TranslationTool() {
  const { t, i18n } = useTranslation("global");
  const [contentType, setContentType] = useState<(typeof CONTENT_TYPES)[number]>("guide");
  const [text, setText] = useState("");
  const [target, setTarget] = useState<TranslateInput["targetLanguage"] | "">("");
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const detect = useDetectLanguage();
  const translate = useTranslateContent();
  const insights = useMarketInsights();

  const runDetect = () => {
    if (!text.trim()) {
      notify.error(t("validation.contentRequiredTitle"), t("validation.contentRequired"));
      return;
    }
    detect.mutate(text);
  };

  const runTranslate = async () => {
    if (!text.trim() || !target) {
      notify.error(t("validation.missingTitle"), t("validation.missing"));
      return;
    }
    setUnavailable(null);
    const detected = detect.data?.detection ?? (await detect.mutateAsync(text)).detection;
    try {
      await translate.mutateAsync({ text, targetLanguage: target, contentType });
    } catch (error) {
      // The answer's detail (which engine to configure) is for the operator (docs, platform audit); the writer
      // is told once, in their language, that translation is not available here.
      if (error instanceof ApiRequestError && error.code === "ai_unavailable")
        setUnavailable(t("translate.unavailable"));
      else if (!wasStopped(error))
        notifyFailure(t("translate.failedTitle"), error, t("translate.failed"), planLabels(t));
    }
    if (detected.language !== "und")
      insights.mutate({ sourceLanguage: detected.language, targetLanguage: target, contentType });
  };

  const busy = detect.isPending || translate.isPending;
  return (
    <section className="card space-y-4" aria-labelledby="translate-heading">
      <h2 id="translate-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Languages className="h-5 w-5 text-indigo-500" aria-hidden />
        {t("translate.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          id="global-type"
          label={t("translate.contentType")}
          value={contentType}
          options={CONTENT_TYPES}
          onChange={setContentType}
          optionLabel={(type) => t(`contentTypes.${type}`)}
        />
        <SelectField<TranslateInput["targetLanguage"] | "">
          id="global-target"
          label={t("translate.target")}
          value={target}
          options={PLATFORM_LANGUAGES}
          onChange={setTarget}
          optionLabel={(code) => languageName(code, i18n.language)}
          placeholder={t("translate.chooseTarget")}
        />
      </div>
      <div>
        <label htmlFor="global-text" className="field-label">
          {t("translate.text")}
        </label>
        <textarea
          id="global-text"
          rows={6}
          className="field-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={runDetect} disabled={busy}>
          <ScanSearch className="h-4 w-4" aria-hidden />
          {detect.isPending ? t("translate.detecting") : t("translate.detect")}
        </button>
        <button type="button" className="btn-primary" onClick={() => void runTranslate()} disabled={busy}>
          {translate.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Languages className="h-4 w-4" aria-hidden />
          )}
          {translate.isPending ? t("translate.translating") : t("translate.translate")}
        </button>
        {detect.data && (
          <span className="text-sm text-slate-600" data-testid="detected-language">
            {t("translate.detected", {
              language: languageName(detect.data.detection.language, i18n.language),
              confidence: Math.round(detect.data.detection.confidence * 100),
            })}
          </span>
        )}
      </div>
      <JobDraft job={translate} />
      {unavailable && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("translate.unavailableLead")} {unavailable}
        </p>
      )}
      {translate.data && (
        <div className="space-y-2" data-testid="translation-result">
          <EngineBadge engine={translate.data.engine} model={translate.data.model} />
          <MarkdownView markdown={translate.data.translation.translatedText} className="rounded-xl bg-slate-50 p-4" />
        </div>
      )}
      {insights.data && (
        <div className="grid gap-6 border-t border-slate-100 pt-4 md:grid-cols-3" data-testid="market-insights">
          <InsightList
            title={t("insights.cultural", { market: insights.data.market })}
            items={insights.data.insights}
          />
          <InsightList title={t("insights.marketing")} items={insights.data.marketingTips} />
          <InsightList title={t("insights.opportunities")} items={insights.data.businessOpportunities} />
        </div>
      )}
    </section>
  );
}
