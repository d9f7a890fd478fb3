import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MarkdownView } from "../../components/MarkdownView";
import { usePageHref } from "../../lib/page-href";
import type { DemoPreview } from "./api/run-demo";

/** The demo's result window: the preview on success, the "unavailable" message on failure. */
export function DemoDialog({ preview, onClose }: { preview: DemoPreview | null; onClose: () => void }) {
  const { t } = useTranslation("home");
  const href = usePageHref();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      aria-labelledby="demo-title"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 id="demo-title" className="text-lg font-semibold">
          {preview ? t("demo.previewTitle") : t("demo.unavailableTitle")}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded p-1 text-slate-500 hover:text-slate-900"
          aria-label={t("demo.close")}
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <div className="max-h-[60vh] overflow-y-auto px-6 py-5">
        {preview ? (
          <>
            {preview.wordCount !== null && (
              <p className="mb-3 text-sm text-slate-500">{t("demo.wordCount", { count: preview.wordCount })}</p>
            )}
            <MarkdownView markdown={preview.text} />
          </>
        ) : (
          <p className="text-slate-700">{t("demo.unavailable")}</p>
        )}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {t("demo.close")}
        </button>
        <a href={href("/register")} className="btn-primary">
          {t("nav.joinFree")}
        </a>
      </div>
    </dialog>
  );
}
