import { FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fromBase64 } from "../../../../worker/common/base64";
import { EngineBadge } from "../../components/EngineBadge";
import { MarkdownView } from "../../components/MarkdownView";
import { TextField } from "../../components/TextField";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { saveFile } from "../../lib/save-file";
import { type Research, useExport, useResearch } from "./api/queries";

/** Spec 001 §9: the research preview shows 500 characters and 3 citations until the reader asks for all. */
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

/** Research from the platform's own corpus, then its export to Sheets (CSV) or Docs (Word) when Google is not connected. */
export function ResearchPanel() {
  const { t } = useTranslation("integrations");
  const [topic, setTopic] = useState("");
  const research = useResearch();
  const exporter = useExport();
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

  const exportAs = (target: "sheets" | "docs") => {
    if (!result) {
      notify.error(t("export.heading"), t("export.nothing"));
      return;
    }
    const [ready, failed] =
      target === "sheets"
        ? [t("export.sheetReadyTitle"), t("export.sheetFailedTitle")]
        : [t("export.docReadyTitle"), t("export.docFailedTitle")];
    exporter.mutate(
      { target, title: topic.trim() || "Research", content: result.research },
      {
        onSuccess: ({ result: exported }) => {
          // An export made without Google comes back as the file itself, in base64.
          if (exported.kind === "file") {
            const { name, mimeType, base64 } = exported.file;
            saveFile(new Blob([fromBase64(base64)], { type: mimeType }), name);
          }
          notify.success(
            ready,
            exported.message,
            exported.kind === "google" ? { label: t("export.open"), href: exported.url } : undefined,
          );
        },
        onError: (error) => notifyFailure(failed, error, t("export.failed"), planLabels(t)),
      },
    );
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
      <div className="border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold">{t("export.heading")}</h3>
        <p className="text-xs text-slate-500">{t("export.intro")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => exportAs("sheets")}
            disabled={exporter.isPending || !result}
          >
            <FileSpreadsheet className="h-4 w-4" aria-hidden />
            {exporter.isPending && exporter.variables?.target === "sheets" ? t("export.exporting") : t("export.sheets")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => exportAs("docs")}
            disabled={exporter.isPending || !result}
          >
            <FileText className="h-4 w-4" aria-hidden />
            {exporter.isPending && exporter.variables?.target === "docs" ? t("export.exporting") : t("export.docs")}
          </button>
        </div>
        {exporter.data?.result.kind === "google" && (
          <a
            href={exporter.data.result.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-sm font-medium text-indigo-600 hover:underline"
          >
            {t("export.open")}
          </a>
        )}
      </div>
    </section>
  );
}
