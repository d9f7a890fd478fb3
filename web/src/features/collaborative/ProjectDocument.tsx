import { Download, Eye, FileSearch, MoreHorizontal, Pencil, PenLine, Radio } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { STATUS_TRANSITIONS } from "../../../../schema/collaborative-enums";
import { MarkdownView } from "../../components/MarkdownView";
import { PageLoading } from "../../components/PageLoading";
import { useCurrentUser } from "../../lib/current-user";
import { AuthorshipReport } from "./AuthorshipReport";
import { useComments } from "./api/comment-queries";
import { type Project, useChangeProject, useRefreshProjects } from "./api/queries";
import { useSuggestions } from "./api/suggestion-queries";
import { CommentsPanel, type Selection } from "./CommentsPanel";
import { DeleteProject } from "./DeleteProject";
import { colorOf } from "./member-color";
import { SuggestionsPanel } from "./SuggestionsPanel";

// CodeMirror and Yjs load only when a document is opened.
const LiveEditor = lazy(() => import("./LiveEditor"));

type Mode = "preview" | "edit";

/** The project's header (status, progress, role) and its document, with Preview, Edit and Export. */
export function ProjectDocument({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t } = useTranslation("collaborative");
  const change = useChangeProject(project.id);
  const [mode, setMode] = useState<Mode>("preview");
  const refresh = useRefreshProjects();
  const user = useCurrentUser().data;
  const myName = project.collaborators.find((member) => member.id === user?.id)?.name ?? user?.username ?? "";
  const canEdit = project.role === "owner" || (project.role === "editor" && project.permissions.includes("edit"));
  const canExport = project.role === "owner" || project.permissions.includes("export");
  const canComment =
    project.role === "owner" ||
    ((project.role === "editor" || project.role === "reviewer") && project.permissions.includes("comment"));
  const [selection, setSelection] = useState<Selection | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [showAuthorship, setShowAuthorship] = useState(false);
  // On a phone the report, exports and delete wait behind "More", so the document stays near the top.
  const [more, setMore] = useState(false);
  const threads = useComments(project.id).data?.threads;
  const commentRanges = useMemo(
    () => (threads ?? []).flatMap((thread) => (thread.anchor && !thread.resolved ? [thread.anchor] : [])),
    [threads],
  );
  const suggestions = useSuggestions(project.id).data?.suggestions;
  const suggestionMarks = useMemo(
    () =>
      (suggestions ?? []).flatMap(({ anchor, status, replacement, author, authorId }) =>
        anchor && status === "open" ? [{ ...anchor, replacement, author, color: colorOf(authorId) }] : [],
      ),
    [suggestions],
  );
  const live = mode === "edit";

  return (
    <section className="card space-y-4" aria-labelledby="project-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="project-title" className="text-xl font-semibold">
            {project.title}
          </h2>
          <p className="text-sm text-slate-600">{project.description}</p>
          <p className="mt-2 flex flex-wrap gap-3 text-xs text-slate-500">
            <span>{t(`status.${project.status}`)}</span>
            <span>{t("progress", { percent: project.progress })}</span>
            <span>{t("collaborators", { count: project.collaborators.length })}</span>
            <span className="rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-700" data-testid="my-role">
              {t(`roles.${project.role}`)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            aria-pressed={mode === "preview"}
            onClick={() => {
              // The saved copy follows the live document a moment after the last edit.
              if (mode === "edit") void refresh();
              setMode("preview");
            }}
          >
            <Eye className="h-4 w-4" aria-hidden />
            {t("document.preview")}
          </button>
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            aria-pressed={mode === "edit"}
            onClick={() => setMode("edit")}
          >
            {canEdit ? <Pencil className="h-4 w-4" aria-hidden /> : <Radio className="h-4 w-4" aria-hidden />}
            {canEdit ? t("document.edit") : t("live.view")}
          </button>
          {canComment && live && (
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              aria-pressed={suggesting}
              onClick={() => setSuggesting(!suggesting)}
            >
              <PenLine className="h-4 w-4" aria-hidden />
              {t("suggestions.mode")}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm sm:hidden"
            aria-expanded={more}
            onClick={() => setMore(!more)}
          >
            <MoreHorizontal className="h-4 w-4" aria-hidden />
            {t("document.more")}
          </button>
          <div className={`${more ? "flex" : "hidden"} w-full flex-wrap gap-2 sm:flex sm:w-auto`}>
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              aria-pressed={showAuthorship}
              onClick={() => setShowAuthorship(!showAuthorship)}
            >
              <FileSearch className="h-4 w-4" aria-hidden />
              {t("authorship.open")}
            </button>
            {canExport && (
              <>
                <a
                  href={`/api/collaborative/projects/${project.id}/export?format=md`}
                  className="btn-secondary px-3 py-1.5 text-sm"
                  download
                >
                  <Download className="h-4 w-4" aria-hidden />
                  {t("document.exportMarkdown")}
                </a>
                <a
                  href={`/api/collaborative/projects/${project.id}/export?format=html`}
                  className="btn-secondary px-3 py-1.5 text-sm"
                  download
                >
                  <Download className="h-4 w-4" aria-hidden />
                  {t("document.exportHtml")}
                </a>
              </>
            )}
            {project.role === "owner" && <DeleteProject projectId={project.id} onDeleted={onDeleted} />}
          </div>
        </div>
      </div>
      {project.role === "owner" && STATUS_TRANSITIONS[project.status].length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-500">{t("moveTo")}</span>
          {STATUS_TRANSITIONS[project.status].map((next) => (
            <button
              key={next}
              type="button"
              className="btn-secondary px-3 py-1 text-xs"
              onClick={() => change.mutate({ status: next })}
              disabled={change.isPending}
            >
              {t(`status.${next}`)}
            </button>
          ))}
        </div>
      )}
      {live && user ? (
        <Suspense fallback={<PageLoading />}>
          <LiveEditor
            projectId={project.id}
            me={{ id: user.id, name: myName }}
            canEdit={canEdit}
            suggesting={suggesting && canComment}
            commentRanges={commentRanges}
            suggestions={suggestionMarks}
            onSelect={setSelection}
          />
        </Suspense>
      ) : project.content.trim() ? (
        <article className="rounded-xl bg-slate-50 p-4">
          <MarkdownView markdown={project.content} />
        </article>
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-500">{t("document.empty")}</p>
      )}
      {showAuthorship && <AuthorshipReport projectId={project.id} canExport={canExport} />}
      <SuggestionsPanel
        projectId={project.id}
        canDecide={canEdit}
        suggesting={live && suggesting && canComment}
        selection={live ? selection : null}
      />
      <CommentsPanel
        projectId={project.id}
        canComment={canComment}
        selection={live && selection?.quote.trim() ? selection : null}
        members={project.collaborators}
      />
    </section>
  );
}
