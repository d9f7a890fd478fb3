import { UserPlus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type Project, useInvite, useRemoveMember } from "./api/queries";
import { PendingInvitations } from "./PendingInvitations";

const INVITE_ROLES = ["editor", "reviewer", "viewer"] as const;

export function TeamManagement({ project }: { project: Project }) {
  const { t } = useTranslation("collaborative");
  const invite = useInvite(project.id);
  const remove = useRemoveMember(project.id);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<(typeof INVITE_ROLES)[number]>("editor");
  const isOwner = project.role === "owner";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          notify.success(t("team.sentTitle"), t("team.sent", { email: email.trim() }));
          setEmail("");
        },
        onError: (error) => notify.error(t("team.failedTitle"), serverMessage(error, t("team.failed"))),
      },
    );
  };

  return (
    <section className="card space-y-3" aria-labelledby="team-heading">
      <h3 id="team-heading" className="font-semibold">
        {t("team.heading")}
      </h3>
      <ul className="space-y-1.5 text-sm">
        {project.collaborators.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-2">
            <span>
              {member.name}
              {/* What an @mention of them is written with. */}
              <span className="ms-1.5 text-xs text-slate-500" data-testid="member-username">
                @{member.username}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span className="text-xs text-slate-500">{t(`roles.${member.role}`)}</span>
              {isOwner && member.role !== "owner" && (
                <button
                  type="button"
                  className="rounded p-0.5 text-slate-400 hover:text-red-600"
                  aria-label={t("team.remove", { name: member.name })}
                  onClick={() => remove.mutate(member.id)}
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {isOwner && <PendingInvitations projectId={project.id} />}
      {isOwner && (
        <form onSubmit={submit} className="space-y-2">
          <input
            type="email"
            className="field-input text-sm"
            aria-label={t("team.email")}
            placeholder={t("team.email")}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="flex gap-2">
            <select
              className="field-input text-sm"
              aria-label={t("team.role")}
              value={role}
              onChange={(e) => setRole(e.target.value as typeof role)}
            >
              {INVITE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-primary whitespace-nowrap text-sm" disabled={invite.isPending}>
              <UserPlus className="h-4 w-4" aria-hidden />
              {t("team.invite")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
