import { FileSpreadsheet, FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromBase64 } from "../../../../worker/common/base64";
import { TextField } from "../../components/TextField";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { saveFile } from "../../lib/save-file";
import { useExport } from "./api/queries";

/**
 * Export to Sheets or Docs: a title and its content, filled with the research once it is generated and
 * editable, sent to Google when connected, else saved as a CSV or Word file. Both are needed.
 */
export function ExportPanel({ topic, research }: { topic: string; research: string | null }) {
  const { t } = useTranslation("integrations");
  const exporter = useExport();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  // New research fills the form once; typing another topic afterwards leaves the writer's edits alone.
  const topicNow = useRef(topic);
  topicNow.current = topic;
  useEffect(() => {
    if (research === null) return;
    setTitle((current) => current || topicNow.current);
    setContent(research);
  }, [research]);

  const exportAs = (target: "sheets" | "docs") => {
    if (!title.trim() || !content.trim()) {
      notify.error(t("export.missingTitle"), t("export.missing"));
      return;
    }
    const [ready, failed] =
      target === "sheets"
        ? [t("export.sheetReadyTitle"), t("export.sheetFailedTitle")]
        : [t("export.docReadyTitle"), t("export.docFailedTitle")];
    exporter.mutate(
      { target, title: title.trim(), content },
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
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <div>
        <h3 className="text-sm font-semibold">{t("export.heading")}</h3>
        <p className="text-xs text-slate-500">{t("export.intro")}</p>
      </div>
      <TextField
        id="export-title"
        label={t("export.title")}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div>
        <label htmlFor="export-content" className="field-label">
          {t("export.content")}
        </label>
        <textarea
          id="export-content"
          className="field-input min-h-32"
          value={content}
          maxLength={200_000}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => exportAs("sheets")}
          disabled={exporter.isPending}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {exporter.isPending && exporter.variables?.target === "sheets" ? t("export.exporting") : t("export.sheets")}
        </button>
        <button type="button" className="btn-secondary" onClick={() => exportAs("docs")} disabled={exporter.isPending}>
          <FileText className="h-4 w-4" aria-hidden />
          {exporter.isPending && exporter.variables?.target === "docs" ? t("export.exporting") : t("export.docs")}
        </button>
      </div>
      {exporter.data?.result.kind === "google" && (
        <a
          href={exporter.data.result.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block text-sm font-medium text-indigo-600 hover:underline"
        >
          {t("export.open")}
        </a>
      )}
    </div>
  );
}
