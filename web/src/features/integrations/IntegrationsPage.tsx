import { CheckCircle2, CircleDashed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useIntegrationStatus } from "./api/queries";
import { ResearchPanel } from "./ResearchPanel";
import { WebhookCards } from "./WebhookCards";

/** The integrations hub: connection badges, research with citations, exports, and the notification cards. */
export function IntegrationsPage() {
  const { t } = useTranslation("integrations");
  const status = useIntegrationStatus();
  const integrations = status.data?.integrations;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="card space-y-3" aria-labelledby="connections">
        <div>
          <h2 id="connections" className="text-xl font-semibold">
            {t("heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
        </div>
        {status.isError && <p className="text-sm text-red-700">{t("status.loadFailed")}</p>}
        {integrations && (
          <ul className="flex flex-wrap gap-2" aria-label={t("status.heading")}>
            {Object.entries(integrations).map(([name, on]) => (
              <li
                key={name}
                data-testid={`integration-${name}`}
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ${on ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}
              >
                {on ? (
                  <CheckCircle2 className="h-4 w-4" aria-hidden />
                ) : (
                  <CircleDashed className="h-4 w-4" aria-hidden />
                )}
                {t(`status.names.${name}`)}
                <span className="sr-only">: {on ? t("status.connected") : t("status.notConnected")}</span>
              </li>
            ))}
          </ul>
        )}
        {integrations && !integrations.languageModel && (
          <p className="text-sm text-slate-600" data-testid="language-model-offline">
            {t("status.languageModelOffline")}
          </p>
        )}
      </section>
      <ResearchPanel />
      <WebhookCards connected={integrations ?? {}} />
    </div>
  );
}
