import { History, RotateCcw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { WordDiff } from "../../components/WordDiff";
import { notify } from "../../lib/notify";
import { type Project, useCreateVersion, useRestoreVersion, useVersions } from "./api/queries";

export function VersionHistory({ project }: { project: Project }) {
  const { t, i18n } = useTranslation("collaborative");
  const versions = useVersions(project.id);
  const create = useCreateVersion(project.id);
  const restore = useRestoreVersion(project.id);
  const [changes, setChanges] = useState("");
  const [compared, setCompared] = useState<string | null>(null);
  const canEdit = project.role === "owner" || (project.role === "editor" && project.permissions.includes("edit"));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changes.trim()) return;
    create.mutate(changes, {
      onSuccess: () => {
        notify.success(t("versions.createdTitle"));
        setChanges("");
        void versions.refetch();
      },
      onError: () => notify.error(t("versions.failedTitle"), t("versions.failed")),
    });
  };

  return (
    <section className="card space-y-3" aria-labelledby="versions-heading">
      <h3 id="versions-heading" className="flex items-center gap-2 font-semibold">
        <History className="h-4 w-4 text-indigo-500" aria-hidden />
        {t("versions.heading")}
      </h3>
      {canEdit && (
        <form onSubmit={submit} className="flex gap-2">
          <input
            className="field-input text-sm"
            aria-label={t("versions.changes")}
            placeholder={t("versions.changes")}
            value={changes}
            onChange={(e) => setChanges(e.target.value)}
          />
          <button type="submit" className="btn-primary whitespace-nowrap text-sm" disabled={create.isPending}>
            {t("versions.create")}
          </button>
        </form>
      )}
      {versions.data?.versions.length ? (
        <ol className="space-y-2">
          {versions.data.versions.map((version) => (
            <li key={version.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="version">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>v{version.versionNumber}</strong> · {version.changes}
                </span>
                <span className="text-xs text-slate-500">
                  {version.author} · {new Date(version.createdAt).toLocaleString(i18n.language)}
                </span>
              </div>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className="text-xs font-medium text-indigo-600 hover:underline"
                  onClick={() => setCompared(compared === version.id ? null : version.id)}
                >
                  {compared === version.id ? t("versions.hideDiff") : t("versions.compare")}
                </button>
                {canEdit && (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:underline"
                    onClick={() => restore.mutate(version.id, { onSuccess: () => void versions.refetch() })}
                  >
                    <RotateCcw className="h-3 w-3" aria-hidden />
                    {t("versions.restore")}
                  </button>
                )}
              </div>
              {compared === version.id && <WordDiff from={version.content} to={project.content} />}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500">{t("versions.none")}</p>
      )}
    </section>
  );
}
