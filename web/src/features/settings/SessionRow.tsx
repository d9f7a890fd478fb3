import { Monitor } from "lucide-react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type AccountSession, useSignOutSession } from "./api/account-queries";
import { describeUserAgent } from "./user-agent";

function useSessionDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (epochMs: number) => format.format(epochMs);
}

/** One signed-in browser: what it is, where, since when; the others can be signed out from here. */
export function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation("settings");
  const formatDate = useSessionDate();
  const browser = describeUserAgent(session.userAgent, {
    browserOn: (name, system) => t("sessions.browserOn", { browser: name, system }),
    unknown: t("sessions.unknownBrowser"),
  });

  return (
    <li data-testid="session-row" className="flex flex-wrap items-center gap-4 py-3">
      <Monitor className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">
          {browser}
          <span className="font-normal text-slate-500"> · {session.place ?? t("sessions.unknownPlace")}</span>
        </p>
        <p className="text-slate-500">
          {t("sessions.signedIn", { date: formatDate(session.createdAt) })}
          {" · "}
          {t("sessions.lastActive", { date: formatDate(session.lastUsedAt ?? session.createdAt) })}
        </p>
      </div>
      {session.current ? (
        <span
          data-testid="session-current"
          className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
        >
          {t("sessions.current")}
        </span>
      ) : (
        <SignOutSessionButton id={session.id} />
      )}
    </li>
  );
}

function SignOutSessionButton({ id }: { id: string }) {
  const { t } = useTranslation("settings");
  const signOut = useSignOutSession();
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(id, {
          onSuccess: () => notify.success(t("sessions.signedOut")),
          onError: (error) => notify.error(t("sessions.failedTitle"), serverMessage(error, t("sessions.failed"))),
        })
      }
    >
      {t("sessions.signOut")}
    </button>
  );
}
