import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type AccountSession, useSessions, useSignOutOtherSessions } from "./api/account-queries";
import { SessionRow } from "./SessionRow";
import { SettingsCard } from "./SettingsCard";

/** The "Sessions" card of Settings: every browser signed in to the account, and a way to end the others. */
export function SessionsCard() {
  const { t } = useTranslation("settings");
  const sessions = useSessions();

  return (
    <SettingsCard section="sessions">
      {sessions.isPending ? (
        <SessionsSkeleton />
      ) : sessions.isError ? (
        <p className="mt-4 text-sm text-red-600">{serverMessage(sessions.error, t("sessions.loadFailed"))}</p>
      ) : (
        <SessionList sessions={sessions.data} />
      )}
    </SettingsCard>
  );
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-100">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <SignOutOthersButton othersExist={sessions.some((session) => !session.current)} />
    </>
  );
}

function SignOutOthersButton({ othersExist }: { othersExist: boolean }) {
  const { t } = useTranslation("settings");
  const signOutOthers = useSignOutOtherSessions();
  return (
    <button
      type="button"
      className="btn-secondary mt-4"
      disabled={!othersExist || signOutOthers.isPending}
      onClick={() =>
        signOutOthers.mutate(undefined, {
          onSuccess: () => notify.success(t("sessions.othersSignedOut")),
          onError: (error) => notify.error(t("sessions.failedTitle"), serverMessage(error, t("sessions.failed"))),
        })
      }
    >
      {t("sessions.signOutOthers")}
    </button>
  );
}

function SessionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 space-y-2">
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      <div aria-hidden className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
    </div>
  );
}
