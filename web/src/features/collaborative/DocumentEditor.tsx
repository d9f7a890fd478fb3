import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type Project, useChangeProject, useRefreshProjects } from "./api/queries";

/**
 * The document's editor. A save names the revision the edit started from; when a teammate saved in between, an
 * untouched editor simply takes their text, and an edited one keeps the user's text and asks which to keep.
 */
export function DocumentEditor({ project, onSaved }: { project: Project; onSaved: () => void }) {
  const { t } = useTranslation("collaborative");
  const change = useChangeProject(project.id);
  const refresh = useRefreshProjects();
  const [draft, setDraft] = useState(project.content);
  const [base, setBase] = useState({ content: project.content, revision: project.contentRevision });
  const newer = project.contentRevision !== base.revision;
  const edited = draft !== base.content;

  const takeTheirs = () => {
    setDraft(project.content);
    setBase({ content: project.content, revision: project.contentRevision });
  };
  const keepMine = () => setBase({ content: project.content, revision: project.contentRevision });

  useEffect(() => {
    if (!newer || edited) return;
    setDraft(project.content);
    setBase({ content: project.content, revision: project.contentRevision });
  }, [newer, edited, project.content, project.contentRevision]);

  const save = () =>
    change.mutate(
      { content: draft, baseRevision: base.revision },
      {
        onSuccess: () => {
          notify.success(t("document.savedTitle"));
          onSaved();
        },
        onError: (error) => {
          // The newer revision arrives with the refresh, and the notice below asks what to keep.
          if (error instanceof ApiRequestError && error.status === 409) void refresh();
          else notify.error(t("document.failedTitle"), serverMessage(error, t("document.failed")));
        },
      },
    );

  return (
    <div className="space-y-2">
      {newer && edited && (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{t("document.conflict")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={takeTheirs}>
              {t("document.loadTheirs")}
            </button>
            <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={keepMine}>
              {t("document.keepMine")}
            </button>
          </div>
        </div>
      )}
      <textarea
        aria-label={t("document.editorLabel")}
        rows={12}
        className="field-input font-mono text-sm"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button
        type="button"
        className="btn-primary text-sm"
        onClick={save}
        disabled={change.isPending || (newer && edited)}
      >
        {t("document.save")}
      </button>
    </div>
  );
}
