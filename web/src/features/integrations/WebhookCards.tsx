import { useTranslation } from "react-i18next";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/current-user";
import { notify } from "../../lib/notify";
import { useWebhookTest, type WebhookName } from "./api/queries";

const CARDS: { name: WebhookName; label: string; setting: string }[] = [
  { name: "slack", label: "Slack", setting: "SLACK_WEBHOOK_URL" },
  { name: "discord", label: "Discord", setting: "DISCORD_WEBHOOK_URL" },
  { name: "hubspot", label: "HubSpot", setting: "HUBSPOT_WEBHOOK_URL" },
];

/** Slack, Discord and HubSpot: each says whether it is connected, and an admin can post a test message through it. */
export function WebhookCards({ connected }: { connected: Partial<Record<WebhookName, boolean>> }) {
  const { t } = useTranslation("integrations");
  const user = useCurrentUser();
  const isAdmin = user.data?.role === "admin";
  const test = useWebhookTest();
  const send = (card: (typeof CARDS)[number]) =>
    test.mutate(card.name, {
      onSuccess: (result) => {
        if (result.delivered) notify.success(t("webhooks.sentTitle"), t("webhooks.sent", { name: card.label }));
        else notify.error(t("webhooks.refusedTitle"), result.problem ?? undefined);
      },
      onError: (error) =>
        notify.error(
          t("webhooks.refusedTitle"),
          error instanceof ApiRequestError && error.status === 503
            ? t("webhooks.configure", { setting: card.setting })
            : serverMessage(error, t("export.failed")),
        ),
    });
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-3">
      <h2 id="webhooks-heading" className="font-semibold">
        {t("webhooks.heading")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => {
          const on = connected[card.name] ?? false;
          return (
            <li key={card.name} className="card space-y-2" data-testid={`webhook-${card.name}`}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{card.label}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${on ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {on ? t("status.connected") : t("status.notConnected")}
                </span>
              </div>
              <p className="text-sm text-slate-600">{t(`webhooks.${card.name}`)}</p>
              {!on && <p className="text-xs text-slate-500">{t("webhooks.configure", { setting: card.setting })}</p>}
              {on &&
                (isAdmin ? (
                  <button
                    type="button"
                    className="btn-secondary text-sm"
                    onClick={() => send(card)}
                    disabled={test.isPending}
                  >
                    {test.isPending && test.variables === card.name ? t("webhooks.sending") : t("webhooks.test")}
                  </button>
                ) : (
                  <p className="text-xs text-slate-500">{t("webhooks.adminOnly")}</p>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
