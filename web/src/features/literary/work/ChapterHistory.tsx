import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { useChapterVersions, useRestoreVersion } from "../api/queries";
import { notifyWorkFailure } from "./notify-work-failure";

/** The chapter's earlier versions, newest first; restoring one keeps the current text as a version too. */
export function ChapterHistory({ workId, chapterId }: { workId: string; chapterId: string }) {
  const { t, i18n } = useTranslation("literary");
  const versions = useChapterVersions(workId, chapterId);
  const restore = useRestoreVersion(workId);

  if (!versions.data) return <p className="text-sm text-slate-500">{t("work.loadingHistory")}</p>;
  if (versions.data.versions.length === 0) return <p className="text-sm text-slate-500">{t("work.noHistory")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-500">{t("work.historyNote")}</p>
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="chapter-versions">
        {versions.data.versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">
                {formatDateTime(version.createdAt, i18n.language)} · {version.title}
              </p>
              <p className="truncate text-xs text-slate-500">
                {t("select.words", { count: version.wordCount })} · {version.body.slice(0, 120)}
              </p>
            </div>
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-xs"
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(
                  { chapterId, versionId: version.id },
                  {
                    onSuccess: () => notify.success(t("work.restoredTitle")),
                    onError: notifyWorkFailure,
                  },
                )
              }
            >
              <RotateCcw className="h-3.5 w-3.5" aria-hidden />
              {t("work.restore")}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
