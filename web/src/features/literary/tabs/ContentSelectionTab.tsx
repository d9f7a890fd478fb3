import { BookOpen, ClipboardList, GraduationCap, HeartPulse, type LucideIcon, NotebookPen, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CONTENT_TYPES, type ContentType } from "../../../../../schema/literary-enums";
import { CONTENT_TYPE_OFFERS } from "../../../../../worker/common/literary-options";
import { useWorks, type WorkSummary } from "../api/queries";

const ICONS: Record<ContentType, LucideIcon> = {
  book: BookOpen,
  "recovery-guide": HeartPulse,
  course: GraduationCap,
  manual: ClipboardList,
  workbook: NotebookPen,
  humanized: Wand2,
};

export function ContentSelectionTab({
  onPick,
  onOpenWork,
}: {
  onPick: (type: ContentType) => void;
  onOpenWork: (work: WorkSummary) => void;
}) {
  const { t, i18n } = useTranslation("literary");
  const works = useWorks();
  const money = (dollars: number) =>
    new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
      dollars,
    );
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONTENT_TYPES.map((type) => {
          const Icon = ICONS[type];
          const offer = CONTENT_TYPE_OFFERS[type];
          return (
            <button
              key={type}
              type="button"
              onClick={() => onPick(type)}
              className="card text-start transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <Icon className="h-8 w-8 text-indigo-500" aria-hidden />
              <h2 className="mt-3 font-semibold text-slate-900">{t(`types.${type}.title`)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`types.${type}.description`)}</p>
              <p className="mt-3 text-xs text-slate-500">
                {t("select.offer", { min: money(offer.minPrice), max: money(offer.maxPrice), time: offer.time })}
              </p>
            </button>
          );
        })}
      </div>
      <section>
        <h3 className="mb-3 font-semibold">{t("select.works")}</h3>
        {works.data?.works.length ? (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {works.data.works.map((work) => (
              <li key={work.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-medium">{work.title}</p>
                  <p className="text-xs text-slate-500">
                    {t(`types.${work.contentType}.title`)} · {t("select.words", { count: work.wordCount })}
                    {work.scaffold ? ` · ${t("select.scaffold")}` : ""}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link to={`/literary/${work.id}`} className="btn-secondary text-sm">
                    {t("select.open")}
                  </Link>
                  <button type="button" className="btn-secondary text-sm" onClick={() => onOpenWork(work)}>
                    {t("select.publish")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t("select.noWorks")}</p>
        )}
      </section>
    </div>
  );
}
