import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type PendingInvitation, usePendingInvitations, useRevokeInvitation } from "./api/queries";

function PendingInvitationRow({ projectId, invitation }: { projectId: string; invitation: PendingInvitation }) {
  const { t, i18n } = useTranslation("collaborative");
  const revoke = useRevokeInvitation(projectId);
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(invitation.expiresAt);

  const revokeInvitation = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => notify.success(t("pending.revokedTitle"), t("pending.revoked", { email: invitation.email })),
      onError: (error) => notify.error(t("pending.failedTitle"), serverMessage(error, t("pending.failed"))),
    });

  return (
    <li className="flex items-center justify-between gap-2" data-testid="pending-invitation">
      <span className="min-w-0">
        <span className="block truncate">{invitation.email}</span>
        <span className="block text-xs text-slate-500">
          {t(`roles.${invitation.role}`)} · {t("pending.expires", { date: expires })}
        </span>
      </span>
      <button
        type="button"
        className="btn-secondary shrink-0 px-2 py-0.5 text-xs"
        disabled={revoke.isPending}
        aria-label={t("pending.revokeFor", { email: invitation.email })}
        onClick={revokeInvitation}
      >
        {t("pending.revoke")}
      </button>
    </li>
  );
}

/** The invitations of a project nobody has answered yet, each of which its owner may take back. */
export function PendingInvitations({ projectId }: { projectId: string }) {
  const { t } = useTranslation("collaborative");
  const pending = usePendingInvitations(projectId);
  const invitations = pending.data?.invitations ?? [];
  if (invitations.length === 0) return null;

  return (
    <div className="space-y-1.5">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("pending.heading")}</h4>
      <ul className="space-y-1.5 text-sm">
        {invitations.map((invitation) => (
          <PendingInvitationRow key={invitation.id} projectId={projectId} invitation={invitation} />
        ))}
      </ul>
    </div>
  );
}
