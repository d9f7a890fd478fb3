import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EngineBadge } from "../../components/EngineBadge";
import { PageLoading } from "../../components/PageLoading";
import { TextField } from "../../components/TextField";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { useAnalyzeVoice, useGenerateInVoice, useSaveContent, useVoiceProfile } from "./api/queries";
import { VoiceProfileCard } from "./VoiceProfileCard";

/** Spec decision 9: 200 characters, enforced, and the label says characters. */
const MIN_SAMPLE_CHARS = 200;

/** Voice capture: a sample measured into a voice profile, settings to adjust it, and writing in it. */
export function VoiceCapturePage() {
  const { t } = useTranslation("voice");
  const voice = useVoiceProfile();
  const analyze = useAnalyzeVoice();
  const generate = useGenerateInVoice();
  const save = useSaveContent();
  const [sample, setSample] = useState("");
  const [prompt, setPrompt] = useState("");
  const [output, setOutput] = useState("");
  const hasProfile = Boolean(voice.data?.profile);

  const runAnalysis = () => {
    if (!sample.trim()) {
      notify.error(t("analysis.sampleRequiredTitle"), t("analysis.sampleRequired"));
      return;
    }
    analyze.mutate(sample, {
      onSuccess: () => notify.success(t("analysis.doneTitle"), t("analysis.done")),
      onError: (error) => notifyFailure(t("analysis.failedTitle"), error, t("analysis.failed"), planLabels(t)),
    });
  };
  const runGeneration = () => {
    if (!prompt.trim()) {
      notify.error(t("generate.promptRequiredTitle"), t("generate.promptRequired"));
      return;
    }
    if (!hasProfile) {
      notify.error(t("generate.profileRequiredTitle"), t("generate.profileRequired"));
      return;
    }
    generate.mutate(prompt, {
      onSuccess: ({ generatedContent }) => {
        setOutput(generatedContent);
        notify.success(t("generate.doneTitle"), t("generate.done"));
      },
      onError: (error) => notifyFailure(t("generate.failedTitle"), error, t("generate.failed"), planLabels(t)),
    });
  };
  const keep = (to: "work" | "marketplace") =>
    save.mutate(
      { to, title: prompt.trim() || t("generate.output"), content: output },
      {
        onSuccess: ({ link }) =>
          notify.success(
            to === "work" ? t("generate.savedTitle") : t("generate.exportedTitle"),
            to === "work" ? t("generate.saved") : t("generate.exported"),
            { label: t("generate.open"), href: link },
          ),
        onError: (error) =>
          notifyFailure(t("generate.actionFailedTitle"), error, t("generate.actionFailed"), planLabels(t)),
      },
    );

  if (voice.isPending) return <PageLoading />;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card space-y-3" aria-labelledby="voice-analysis">
          <h2 id="voice-analysis" className="font-semibold">
            {t("analysis.heading")}
          </h2>
          <p className="text-sm text-slate-600">{t("analysis.intro")}</p>
          <div>
            <label htmlFor="voice-sample" className="field-label">
              {t("analysis.sample")}
            </label>
            <textarea
              id="voice-sample"
              className="field-input min-h-48"
              value={sample}
              maxLength={50_000}
              aria-describedby="voice-sample-count"
              onChange={(e) => setSample(e.target.value)}
            />
            <p id="voice-sample-count" className="mt-1 text-xs text-slate-500">
              {t("analysis.count", { count: sample.trim().length })}
            </p>
          </div>
          <button
            type="button"
            className="btn-primary"
            onClick={runAnalysis}
            disabled={analyze.isPending || sample.trim().length < MIN_SAMPLE_CHARS}
          >
            {analyze.isPending ? t("analysis.analyzing") : t("analysis.analyze")}
          </button>
        </section>
        {voice.data && "measures" in voice.data && voice.data.profile ? (
          <VoiceProfileCard voice={voice.data} />
        ) : (
          <section className="card text-sm text-slate-500">{t("profile.empty")}</section>
        )}
      </div>
      <section className="card space-y-3" aria-labelledby="voice-generate">
        <h2 id="voice-generate" className="font-semibold">
          {t("generate.heading")}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="voice-prompt"
            label={t("generate.prompt")}
            placeholder={t("generate.placeholder")}
            value={prompt}
            maxLength={2000}
            onChange={(e) => setPrompt(e.target.value)}
            className="min-w-64 flex-1"
          />
          <button type="button" className="btn-primary" onClick={runGeneration} disabled={generate.isPending}>
            {generate.isPending ? t("generate.generating") : t("generate.generate")}
          </button>
        </div>
        {output && (
          <div className="space-y-2">
            {generate.data && <EngineBadge engine={generate.data.engine} model={generate.data.model} />}
            {generate.data?.engine === "offline" && (
              <p className="text-xs text-slate-500">{t("generate.offlineNote")}</p>
            )}
            <label htmlFor="voice-output" className="field-label">
              {t("generate.output")}
            </label>
            <textarea
              id="voice-output"
              className="field-input min-h-48"
              value={output}
              onChange={(e) => setOutput(e.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => keep("work")}
                disabled={save.isPending || !output.trim()}
              >
                {save.isPending && save.variables?.to === "work" ? t("generate.saving") : t("generate.save")}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => keep("marketplace")}
                disabled={save.isPending || !output.trim()}
              >
                {save.isPending && save.variables?.to === "marketplace"
                  ? t("generate.exporting")
                  : t("generate.export")}
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
