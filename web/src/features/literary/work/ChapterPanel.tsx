import { BookOpen, History, Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "../../../components/ConfirmAction";
import { MarkdownView } from "../../../components/MarkdownView";
import { useDeleteChapter, type WorkDetail } from "../api/queries";
import { ChapterEditor } from "./ChapterEditor";
import { ChapterHistory } from "./ChapterHistory";
import { notifyWorkFailure } from "./notify-work-failure";
import { readingMinutes } from "./reading-time";
import { WriteWithAi } from "./WriteWithAi";

type Chapter = WorkDetail["chapters"][number];
type Mode = "read" | "edit" | "history";

const MODES: { mode: Mode; icon: typeof BookOpen }[] = [
  { mode: "read", icon: BookOpen },
  { mode: "edit", icon: Pencil },
  { mode: "history", icon: History },
];

/** One chapter: read it formatted, edit its Markdown with a live preview, or restore an earlier version. */
export function ChapterPanel({ workId, chapter }: { workId: string; chapter: Chapter }) {
  const { t } = useTranslation("literary");
  const [mode, setMode] = useState<Mode>(chapter.scaffold ? "edit" : "read");
  const remove = useDeleteChapter(workId);

  return (
    <section className="card min-w-0 space-y-4" aria-labelledby="chapter-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="chapter-heading" className="text-xl font-semibold text-slate-900">
            {chapter.title}
          </h2>
          <p className="text-sm text-slate-500">
            {t("select.words", { count: chapter.wordCount })} ·{" "}
            {t("work.minutes", { count: readingMinutes(chapter.wordCount) })}
          </p>
        </div>
        <div role="tablist" aria-label={t("work.modes")} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {MODES.map(({ mode: name, icon: Icon }) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={mode === name}
              onClick={() => setMode(name)}
              className={`inline-flex items-center gap-1 rounded-md px-3 py-1 text-sm ${mode === name ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600"}`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`work.mode.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {chapter.scaffold && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("work.scaffoldChapter")}</p>
      )}
      {(chapter.scaffold || !chapter.body.trim()) && <WriteWithAi workId={workId} chapterId={chapter.id} />}
      {mode === "read" &&
        (chapter.body.trim() ? (
          <MarkdownView markdown={chapter.body} className="max-w-prose" />
        ) : (
          <p className="text-slate-500">{t("work.emptyChapter")}</p>
        ))}
      {mode === "edit" && <ChapterEditor workId={workId} chapter={chapter} onSaved={() => setMode("read")} />}
      {mode === "history" && <ChapterHistory workId={workId} chapterId={chapter.id} />}
      <div className="border-t border-slate-100 pt-3">
        <ConfirmAction
          compact
          label={t("work.deleteChapter")}
          question={t("work.deleteChapterQuestion", { title: chapter.title })}
          confirmLabel={t("work.deleteChapterConfirm")}
          cancelLabel={t("work.cancel")}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(chapter.id, {
              onError: notifyWorkFailure,
            })
          }
        />
      </div>
    </section>
  );
}
