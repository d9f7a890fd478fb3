import { MailX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { serverMessage } from "../../lib/api-client";
import { useStopMentionEmails } from "./api/mention-queries";

/** Where a mention e-mail's opt-out link leads: e-mails about mentions stop, without signing in, once asked. */
export function MentionsStopPage() {
  const { t } = useTranslation("collaborative");
  const { token = "" } = useParams();
  const stop = useStopMentionEmails();
  return (
    <div className="card mx-auto max-w-lg space-y-4" data-testid="mentions-stop">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <MailX className="h-5 w-5 text-indigo-500" aria-hidden />
        {t("mentions.stop.title")}
      </h2>
      {stop.isSuccess ? (
        <p role="status" className="text-slate-700">
          {t("mentions.stop.done")}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t("mentions.stop.intro")}</p>
          <button type="button" className="btn-primary" disabled={stop.isPending} onClick={() => stop.mutate(token)}>
            {t("mentions.stop.confirm")}
          </button>
          {stop.isError && (
            <p role="alert" className="text-sm text-rose-700">
              {serverMessage(stop.error, t("mentions.stop.invalid"))}
            </p>
          )}
        </>
      )}
    </div>
  );
}
