import { MailX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { serverMessage } from "../../lib/api-client";
import { useOptOutTarget, useStopUpdates } from "./api/edition-queries";

/**
 * Where an update e-mail's opt-out link leads: the buyer stops e-mails about new editions of that product, or of all,
 * without signing in (the link's token names them). Nothing changes until they choose.
 */
export function UpdatesStopPage() {
  const { t } = useTranslation("marketplace");
  const { token = "" } = useParams();
  const target = useOptOutTarget(token);
  const stop = useStopUpdates(token);

  if (target.isPending) return <PageLoading />;
  if (target.isError) {
    return (
      <div className="card mx-auto max-w-lg text-center" role="alert">
        <p className="text-slate-700">{serverMessage(target.error, t("updatesStop.invalid"))}</p>
      </div>
    );
  }
  const title = target.data.product.title;
  return (
    <div className="card mx-auto max-w-lg space-y-4" data-testid="updates-stop">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <MailX className="h-5 w-5 text-indigo-500" aria-hidden />
        {t("updatesStop.title")}
      </h2>
      {stop.data ? (
        <div role="status" className="space-y-2">
          <p className="text-slate-700">
            {stop.data.all ? t("updatesStop.doneAll") : t("updatesStop.doneProduct", { title })}
          </p>
          <p className="text-sm text-slate-500">{t("updatesStop.settings")}</p>
        </div>
      ) : (
        <>
          <p className="text-slate-700">{t("updatesStop.intro", { title })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={stop.isPending}
              onClick={() => stop.mutate("product")}
            >
              {t("updatesStop.product", { title })}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={stop.isPending}
              onClick={() => stop.mutate("all")}
            >
              {t("updatesStop.all")}
            </button>
          </div>
          {stop.isError && <p className="field-error">{serverMessage(stop.error, t("updatesStop.failed"))}</p>}
        </>
      )}
    </div>
  );
}
