import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { TextField } from "../../components/TextField";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { type Research, useResearch } from "./api/queries";
import { ExportPanel } from "./ExportPanel";

/** The research preview shows 500 characters and 3 citations until the reader asks for all. */
const PREVIEW_CHARS = 500;
const PREVIEW_CITATIONS = 3;

function ResearchResult({ result }: { result: Research }) {
  const { t } = useTranslation("integrations");
  const [all, setAll] = useState(false);
  const long = result.research.length > PREVIEW_CHARS || result.citations.length > PREVIEW_CITATIONS;
  const text = all ? result.research : result.research.slice(0, PREVIEW_CHARS);
  const citations = all ? result.citations : result.citations.slice(0, PREVIEW_CITATIONS);
  return (
    <div className="space-y-3" data-testid="research-result">
      <EngineBadge engine={result.engine} model={result.model} />
      <MarkdownView markdown={text + (!all && text.length < result.research.length ? "…" : "")} className="text-sm" />
      <h3 className="text-sm font-semibold">{t("research.sources")}</h3>
      {result.citations.length === 0 ? (
        <p className="text-sm text-slate-500">{t("research.noSources")}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {citations.map((citation) => (
            <li key={citation.n} data-testid="citation">
              <span className="font-mono text-slate-500">[{citation.n}]</span>{" "}
              <a href={citation.url} className="font-medium text-indigo-600 hover:underline">
                {citation.title}
              </a>{" "}
              <span className="text-xs text-slate-500">· {t(`research.${citation.kind}`)}</span>
              <p className="text-slate-600">{citation.excerpt}</p>
            </li>
          ))}
        </ol>
      )}
      {long && (
        <button
          type="button"
          className="text-sm font-medium text-indigo-600 hover:underline"
          onClick={() => setAll(!all)}
        >
          {all ? t("research.showLess") : t("research.showAll")}
        </button>
      )}
    </div>
  );
}

/** Research from the platform's own corpus, and the export form it fills (ExportPanel). */
export function ResearchPanel() {
  const { t } = useTranslation("integrations");
  const [topic, setTopic] = useState("");
  const research = useResearch();
  const result = research.data?.result;

  const generate = () => {
    if (!topic.trim()) {
      notify.error(t("research.missingTitle"), t("research.missing"));
      return;
    }
    research.mutate(topic, {
      onSuccess: ({ result }) =>
        notify.success(t("research.doneTitle"), t("research.done", { count: result.citations.length })),
      onError: (error) => notifyFailure(t("research.failedTitle"), error, t("research.failed"), planLabels(t)),
    });
  };

  return (
    <section className="card space-y-4" aria-labelledby="research-heading">
      <div>
        <h2 id="research-heading" className="font-semibold">
          {t("research.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("research.intro")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="research-topic"
          label={t("research.topic")}
          placeholder={t("research.placeholder")}
          value={topic}
          maxLength={200}
          onChange={(e) => setTopic(e.target.value)}
          className="min-w-64 flex-1"
        />
        <button type="button" className="btn-primary" onClick={generate} disabled={research.isPending}>
          {research.isPending ? t("research.generating") : t("research.generate")}
        </button>
      </div>
      {result && <ResearchResult result={result} />}
      <ExportPanel topic={topic.trim()} research={result?.research ?? null} />
    </section>
  );
}
