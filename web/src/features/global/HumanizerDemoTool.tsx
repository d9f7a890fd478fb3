import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HUMANIZER_LEVELS, HUMANIZER_STYLES } from "../../../../worker/common/humanizer-modes";
import { CopyButton } from "../../components/CopyButton";
import { EngineBadge } from "../../components/EngineBadge";
import { SelectField } from "../../components/SelectField";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { useHumanizeDemo } from "./api/queries";

/** The humanizer, tried on a text: a style and a level, the rewrite and how confident it is. */
export function HumanizerDemoTool() {
  const { t } = useTranslation("global");
  const [humanizerText, setHumanizerText] = useState("");
  const [style, setStyle] = useState<(typeof HUMANIZER_STYLES)[number]>("conversational");
  const [level, setLevel] = useState<(typeof HUMANIZER_LEVELS)[number]>("standard");
  const humanize = useHumanizeDemo();

  const runHumanize = () => {
    if (!humanizerText.trim()) {
      notify.error(t("humanizer.missingTitle"), t("humanizer.missing"));
      return;
    }
    humanize.mutate(
      { text: humanizerText, style, level },
      {
        onError: (error) => notifyFailure(t("humanizer.failedTitle"), error, t("humanizer.failed"), planLabels(t)),
      },
    );
  };

  return (
    <section className="card space-y-4" aria-labelledby="global-humanizer-heading">
      <h2 id="global-humanizer-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="h-5 w-5 text-fuchsia-500" aria-hidden />
        {t("humanizer.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          id="global-style"
          label={t("humanizer.style")}
          value={style}
          options={HUMANIZER_STYLES}
          onChange={setStyle}
          optionLabel={(option) => t(`humanizer.styles.${option}`)}
        />
        <SelectField
          id="global-level"
          label={t("humanizer.level")}
          value={level}
          options={HUMANIZER_LEVELS}
          onChange={setLevel}
          optionLabel={(option) => t(`humanizer.levels.${option}`)}
        />
      </div>
      <textarea
        aria-label={t("humanizer.input")}
        rows={5}
        className="field-input"
        value={humanizerText}
        onChange={(e) => setHumanizerText(e.target.value)}
        placeholder={t("humanizer.input")}
      />
      <button type="button" className="btn-primary" onClick={runHumanize} disabled={humanize.isPending}>
        {humanize.isPending ? t("humanizer.submitting") : t("humanizer.submit")}
      </button>
      {humanize.data && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <EngineBadge engine={humanize.data.engine} model={humanize.data.model} />
            <span className="text-sm text-slate-600">
              {t("humanizer.confidence", { confidence: humanize.data.output.confidence })}
            </span>
            <CopyButton text={humanize.data.output.humanizedText} />
          </div>
          {humanize.data.notice && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{humanize.data.notice}</p>
          )}
          <div className="whitespace-pre-wrap rounded-xl bg-slate-50 p-4">{humanize.data.output.humanizedText}</div>
        </div>
      )}
    </section>
  );
}
