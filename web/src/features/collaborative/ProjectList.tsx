import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { Avatars } from "./Avatars";
import { type Invitation, useAnswerInvitation, useCreateProject, useInvitations, useProjects } from "./api/queries";

/**
 * The projects, the invitations and the form for a new project: a column beside the page with no project open, and
 * a row above the document once one is (so the editor gets the page's width).
 */
export function ProjectList({
  selected,
  onSelect,
  layout = "column",
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  layout?: "column" | "row";
}) {
  const { t } = useTranslation("collaborative");
  const projects = useProjects();
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const create = useCreateProject();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  // Above an open document the form waits behind its button, so the document stays near the top.
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (projects.isError) notify.error(t("loadFailedTitle"), t("loadFailedText"));
  }, [projects.isError, t]);

  // Accepting needs a confirmed e-mail address; the server's reason says so in the user's language.
  const answerInvitation = (invitation: Invitation, accept: boolean) =>
    answer.mutate(
      { id: invitation.id, accept },
      {
        onSuccess: () => {
          if (accept) onSelect(invitation.projectId);
        },
        onError: (error) => notify.error(t("invitations.failedTitle"), serverMessage(error, t("invitations.failed"))),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !description.trim()) {
      notify.error(t("create.missingTitle"), t("create.missing"));
      return;
    }
    create.mutate(
      { title, description },
      {
        onSuccess: (result) => {
          notify.success(t("create.successTitle"));
          setTitle("");
          setDescription("");
          setCreating(false);
          onSelect(result.project.id);
        },
        onError: () => notify.error(t("create.failedTitle"), t("create.failed")),
      },
    );
  };

  const row = layout === "row";
  return (
    <div className={row ? "grid gap-4 md:grid-cols-2 xl:grid-cols-4" : "space-y-4"}>
      {invitations.data?.invitations.map((invitation) => (
        <div key={invitation.id} className="card space-y-2 border-indigo-200 bg-indigo-50 p-4" data-testid="invitation">
          <p className="text-sm">
            {t("invitations.text", { title: invitation.title, role: t(`roles.${invitation.role}`) })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-primary px-3 py-1 text-sm"
              disabled={answer.isPending}
              onClick={() => answerInvitation(invitation, true)}
            >
              {t("invitations.accept")}
            </button>
            <button
              type="button"
              className="btn-secondary px-3 py-1 text-sm"
              disabled={answer.isPending}
              onClick={() => answerInvitation(invitation, false)}
            >
              {t("invitations.decline")}
            </button>
          </div>
        </div>
      ))}
      {row && (
        <div className="card flex flex-wrap items-center gap-2 p-3 md:flex-col md:items-stretch">
          {projects.data && (
            <label className="flex min-w-0 grow items-center gap-2 text-sm md:hidden">
              <span className="shrink-0 text-slate-500">{t("switchProject")}</span>
              <select
                className="field-input min-w-0 py-1.5"
                value={selected ?? ""}
                onChange={(event) => onSelect(event.target.value)}
              >
                {projects.data.projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            aria-expanded={creating}
            onClick={() => setCreating(!creating)}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t("create.heading")}
          </button>
        </div>
      )}
      {(!row || creating) && (
        <form onSubmit={submit} className="card space-y-3 p-4">
          <h2 className="font-semibold">{t("create.heading")}</h2>
          <input
            className="field-input"
            aria-label={t("create.title")}
            placeholder={t("create.title")}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <textarea
            className="field-input"
            rows={2}
            aria-label={t("create.description")}
            placeholder={t("create.description")}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <button type="submit" className="btn-primary w-full text-sm" disabled={create.isPending}>
            <Plus className="h-4 w-4" aria-hidden />
            {t("create.submit")}
          </button>
        </form>
      )}
      {/* On a phone the open document's row keeps only the project switcher above. */}
      <ul className={row ? "contents max-md:hidden" : "space-y-2"}>
        {projects.data?.projects.map((project) => (
          <li key={project.id}>
            <button
              type="button"
              onClick={() => onSelect(project.id)}
              aria-current={selected === project.id}
              className={`card w-full space-y-2 p-4 text-start transition ${selected === project.id ? "ring-2 ring-indigo-500" : "hover:shadow-md"}`}
            >
              <div className="flex items-start justify-between gap-2">
                <span className="font-semibold">{project.title}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">{t(`status.${project.status}`)}</span>
              </div>
              <div className="flex items-center justify-between">
                <Avatars
                  people={project.collaborators}
                  label={t("collaborators", { count: project.collaborators.length })}
                />
                <span className="text-xs text-slate-500">{t(`roles.${project.role}`)}</span>
              </div>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
