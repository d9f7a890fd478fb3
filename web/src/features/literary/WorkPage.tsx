import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { useNamePage } from "../../lib/page-name";
import { useWork } from "./api/queries";
import { ChapterList } from "./work/ChapterList";
import { ChapterPanel } from "./work/ChapterPanel";
import { WorkHeader } from "./work/WorkHeader";

/** A saved work: its chapters listed, each readable and editable, reordered, added and deleted. */
export function WorkPage() {
  const { t } = useTranslation("literary");
  const { id = "" } = useParams();
  const work = useWork(id);
  useNamePage(work.data?.work.title);
  const [selected, setSelected] = useState<string | null>(null);

  if (work.isError)
    return (
      <div className="card mx-auto max-w-xl space-y-3 text-center">
        <p className="text-slate-700">{t("work.notFound")}</p>
        <Link to="/literary" className="btn-secondary">
          {t("work.back")}
        </Link>
      </div>
    );
  if (!work.data) return <PageLoading />;
  const current = work.data.work;
  const chapter = current.chapters.find((c) => c.id === selected) ?? current.chapters[0] ?? null;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <WorkHeader work={current} />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <ChapterList work={current} selectedId={chapter?.id ?? null} onSelect={setSelected} />
        {chapter ? (
          <ChapterPanel key={chapter.id} workId={current.id} chapter={chapter} />
        ) : (
          <p className="card text-slate-600">{t("work.noChapters")}</p>
        )}
      </div>
    </div>
  );
}
