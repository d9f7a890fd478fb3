import { type FormEvent, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { MarkdownView } from "../../../components/MarkdownView";
import { notify } from "../../../lib/notify";
import { useEditChapter, type WorkDetail } from "../api/queries";
import { notifyWorkFailure } from "./notify-work-failure";

type Chapter = WorkDetail["chapters"][number];

/** The chapter's title and Markdown text, with the formatted preview beside it as you type. */
export function ChapterEditor({ workId, chapter, onSaved }: { workId: string; chapter: Chapter; onSaved: () => void }) {
  const { t } = useTranslation("literary");
  const edit = useEditChapter(workId);
  const [title, setTitle] = useState(chapter.title);
  const [body, setBody] = useState(chapter.body);
  const preview = useDeferredValue(body);
  const changed = title !== chapter.title || body !== chapter.body;

  const save = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(
      { chapterId: chapter.id, title, body },
      {
        onSuccess: () => {
          notify.success(t("work.savedTitle"));
          onSaved();
        },
        onError: notifyWorkFailure,
      },
    );
  };

  return (
    <form onSubmit={save} className="space-y-3">
      <div>
        <label htmlFor="chapter-title" className="field-label">
          {t("work.chapterTitle")}
        </label>
        <input
          id="chapter-title"
          className="field-input"
          value={title}
          maxLength={300}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          <label htmlFor="chapter-body" className="field-label">
            {t("work.chapterText")}
          </label>
          <textarea
            id="chapter-body"
            className="field-input min-h-96 font-mono text-sm"
            value={body}
            maxLength={200_000}
            onChange={(e) => setBody(e.target.value)}
          />
          <p className="mt-1 text-xs text-slate-500">{t("work.markdownHint")}</p>
        </div>
        <div>
          <p className="field-label" id="chapter-preview-label">
            {t("work.preview")}
          </p>
          <section
            aria-labelledby="chapter-preview-label"
            className="max-h-[32rem] min-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4"
            data-testid="chapter-preview"
          >
            <MarkdownView markdown={preview} className="text-sm" />
          </section>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn-primary" disabled={edit.isPending || !changed || !title.trim()}>
          {edit.isPending ? t("work.saving") : t("work.save")}
        </button>
        {changed && <span className="text-sm text-amber-700">{t("work.unsaved")}</span>}
      </div>
    </form>
  );
}
