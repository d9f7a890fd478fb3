import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddChapter, useReorderChapters, type WorkDetail } from "../api/queries";
import { notifyWorkFailure } from "./notify-work-failure";
import { readingMinutes } from "./reading-time";

/** The work's chapters in order: pick one to read or edit, move it up or down, or add a new one at the end. */
export function ChapterList({
  work,
  selectedId,
  onSelect,
}: {
  work: WorkDetail;
  selectedId: string | null;
  onSelect: (chapterId: string) => void;
}) {
  const { t } = useTranslation("literary");
  const reorder = useReorderChapters(work.id);
  const add = useAddChapter(work.id);
  const [newTitle, setNewTitle] = useState("");

  const move = (index: number, by: -1 | 1) => {
    const order = work.chapters.map((chapter) => chapter.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    reorder.mutate(order, { onError: notifyWorkFailure });
  };
  const addChapter = (event: FormEvent) => {
    event.preventDefault();
    if (!newTitle.trim()) return;
    add.mutate(newTitle, {
      onSuccess: (result) => {
        setNewTitle("");
        onSelect(result.chapterId);
      },
      onError: notifyWorkFailure,
    });
  };

  return (
    <nav className="card space-y-3 self-start" aria-labelledby="chapters-heading">
      <h2 id="chapters-heading" className="font-semibold">
        {t("work.chapters")}
      </h2>
      <ol className="space-y-1" data-testid="chapter-list">
        {work.chapters.map((chapter, index) => (
          <li
            key={chapter.id}
            className={`flex items-center gap-1 rounded-lg ${chapter.id === selectedId ? "bg-indigo-50" : "hover:bg-slate-50"}`}
          >
            <button
              type="button"
              className="min-w-0 flex-1 px-2 py-1.5 text-start"
              aria-current={chapter.id === selectedId ? "true" : undefined}
              onClick={() => onSelect(chapter.id)}
            >
              <span className="block truncate text-sm font-medium text-slate-900">
                {index + 1}. {chapter.title}
              </span>
              <span className="block text-xs text-slate-500">
                {t("select.words", { count: chapter.wordCount })} ·{" "}
                {t("work.minutes", { count: readingMinutes(chapter.wordCount) })}
                {chapter.scaffold ? ` · ${t("select.scaffold")}` : ""}
              </span>
            </button>
            <button
              type="button"
              className="rounded p-1 text-slate-500 hover:bg-white hover:text-slate-900 disabled:opacity-30"
              aria-label={t("work.moveUp", { title: chapter.title })}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <ArrowUp className="h-4 w-4" aria-hidden />
            </button>
            <button
              type="button"
              className="rounded p-1 text-slate-500 hover:bg-white hover:text-slate-900 disabled:opacity-30"
              aria-label={t("work.moveDown", { title: chapter.title })}
              disabled={index === work.chapters.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ArrowDown className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <form onSubmit={addChapter} className="space-y-2 border-t border-slate-100 pt-3">
        <label htmlFor="new-chapter" className="field-label">
          {t("work.newChapter")}
        </label>
        <div className="flex gap-2">
          <input
            id="new-chapter"
            className="field-input"
            value={newTitle}
            maxLength={300}
            onChange={(e) => setNewTitle(e.target.value)}
          />
          <button type="submit" className="btn-secondary px-3" disabled={add.isPending || !newTitle.trim()}>
            <Plus className="h-4 w-4" aria-hidden />
            {t("work.add")}
          </button>
        </div>
      </form>
    </nav>
  );
}
