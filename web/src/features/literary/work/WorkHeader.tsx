import { ArrowLeft, Pencil, ShoppingBag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmAction } from "../../../components/ConfirmAction";
import { notify } from "../../../lib/notify";
import { useDeleteWork, useUpdateWork, type WorkDetail } from "../api/queries";
import { notifyWorkFailure } from "./notify-work-failure";
import { readingMinutes } from "./reading-time";
import { WorkLanguage } from "./WorkLanguage";

/** The work's title (renamed in place), its totals, and the ways out: sell or package it, or delete it. */
export function WorkHeader({ work }: { work: WorkDetail }) {
  const { t } = useTranslation("literary");
  const navigate = useNavigate();
  const update = useUpdateWork(work.id);
  const remove = useDeleteWork();
  const [title, setTitle] = useState<string | null>(null);
  const unwritten = work.chapters.filter((chapter) => chapter.scaffold).length;

  const saveTitle = (event: FormEvent) => {
    event.preventDefault();
    if (title === null || !title.trim()) return;
    update.mutate(
      { title },
      {
        onSuccess: () => setTitle(null),
        onError: notifyWorkFailure,
      },
    );
  };
  const deleteWork = () =>
    remove.mutate(work.id, {
      onSuccess: () => {
        notify.success(t("work.deletedTitle"));
        void navigate("/literary");
      },
      onError: notifyWorkFailure,
    });

  return (
    <header className="card space-y-3">
      <Link to="/literary" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("work.back")}
      </Link>
      {title === null ? (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-bold text-slate-900">{work.title}</h2>
          <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={() => setTitle(work.title)}>
            <Pencil className="h-3.5 w-3.5" aria-hidden />
            {t("work.rename")}
          </button>
        </div>
      ) : (
        <form onSubmit={saveTitle} className="flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <label htmlFor="work-title" className="field-label">
              {t("work.titleLabel")}
            </label>
            <input
              id="work-title"
              className="field-input"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={update.isPending || !title.trim()}>
            {t("work.saveTitle")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setTitle(null)}>
            {t("work.cancel")}
          </button>
        </form>
      )}
      <p className="text-sm text-slate-600" data-testid="work-totals">
        {t(`types.${work.contentType}.title`)} · {t("monetize.chapters", { count: work.chapters.length })} ·{" "}
        {t("select.words", { count: work.wordCount })} · {t("work.minutes", { count: readingMinutes(work.wordCount) })}
      </p>
      <WorkLanguage
        language={work.language}
        source={work.languageSource}
        pending={update.isPending}
        onChange={(language) =>
          update.mutate(
            { language },
            {
              onError: notifyWorkFailure,
            },
          )
        }
      />
      {unwritten > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {t("work.unwritten", { count: unwritten })}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Link to={`/literary?work=${work.id}`} className="btn-primary">
          <ShoppingBag className="h-4 w-4" aria-hidden />
          {t("work.publish")}
        </Link>
        <div className="min-w-48">
          <ConfirmAction
            label={t("work.delete")}
            question={t("work.deleteQuestion")}
            confirmLabel={t("work.deleteConfirm")}
            cancelLabel={t("work.cancel")}
            pending={remove.isPending}
            onConfirm={deleteWork}
          />
        </div>
      </div>
    </header>
  );
}
