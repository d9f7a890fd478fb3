import { Mail } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../../components/TextField";
import { serverMessage } from "../../lib/api-client";
import { formatPercent } from "../../lib/format";
import { notify } from "../../lib/notify";
import { type OutreachLog, useOutreachLog, type useSendOutreach } from "./api/queries";

type Send = ReturnType<typeof useSendOutreach>;
export type OutreachResult = NonNullable<Send["data"]>;

/**
 * Strategic outreach: an admin writes one message to the recipients listed in Admin
 * Settings; it leaves through the configured e-mail provider, or is kept in the log below when none is configured.
 */
export function OutreachCard({ send }: { send: Send }) {
  const { t } = useTranslation("orchestration");
  const log = useOutreachLog();
  const [campaign, setCampaign] = useState(() => t("outreach.campaignDefault"));
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const recipients = log.data?.recipients ?? [];

  const submit = () => {
    if (!subject.trim() || !message.trim() || !campaign.trim()) {
      notify.error(t("outreach.failedTitle"), t("outreach.required"));
      return;
    }
    send.mutate(
      { campaign, subject, message },
      {
        onSuccess: (result) =>
          result.sent > 0
            ? notify.success(
                t("outreach.launchedTitle"),
                t("outreach.launched", { sent: result.sent, failed: result.failed }),
              )
            : notify.error(t("outreach.failedTitle"), t("outreach.failed")),
        onError: (error) => notify.error(t("outreach.failedTitle"), serverMessage(error, t("outreach.failed"))),
      },
    );
  };

  return (
    <section className="card space-y-4" aria-labelledby="outreach-heading" data-testid="outreach">
      <div className="flex items-center gap-3">
        <Mail className="h-5 w-5 text-indigo-500" aria-hidden />
        <h2 id="outreach-heading" className="font-semibold">
          {t("outreach.heading")}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t("outreach.intro")}</p>
      {log.data && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="outreach-delivery">
          {recipients.length > 0 ? t("outreach.recipients", { count: recipients.length }) : t("outreach.noRecipients")}{" "}
          <Link to="/admin/settings" className="font-medium text-indigo-700 underline">
            {t("outreach.settingsLink")}
          </Link>
          <br />
          {t(`outreach.delivery.${log.data.delivery}`)}
        </p>
      )}
      <TextField
        id="outreach-campaign"
        label={t("outreach.campaign")}
        value={campaign}
        maxLength={100}
        onChange={(event) => setCampaign(event.target.value)}
      />
      <TextField
        id="outreach-subject"
        label={t("outreach.subject")}
        value={subject}
        maxLength={150}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div>
        <label htmlFor="outreach-message" className="field-label">
          {t("outreach.message")}
        </label>
        <textarea
          id="outreach-message"
          className="field-input min-h-28"
          value={message}
          maxLength={5000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn-primary"
        onClick={submit}
        disabled={send.isPending || recipients.length === 0}
      >
        {send.isPending ? t("outreach.sending") : t("outreach.send", { count: recipients.length })}
      </button>
      {log.data && <OutreachHistory sends={log.data.sends} />}
    </section>
  );
}

/** The latest sends, each with its message and whom it reached: the outbox when no provider is configured. */
function OutreachHistory({ sends }: { sends: OutreachLog["sends"] }) {
  const { t, i18n } = useTranslation("orchestration");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div>
      <h3 className="text-sm font-semibold">{t("outreach.log.heading")}</h3>
      {sends.length === 0 ? (
        <p className="text-sm text-slate-500">{t("outreach.log.empty")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {sends.map((send) => (
            <li key={send.id}>
              <details className="rounded-lg border border-slate-200 p-3 text-sm">
                <summary className="cursor-pointer">
                  <span className="font-medium">{send.subject}</span> · {when.format(send.createdAt)} ·{" "}
                  {t("outreach.log.summary", { sent: send.sent, failed: send.failed })}
                  {send.delivery === "outbox" && ` · ${t("outreach.log.kept")}`}
                </summary>
                <p className="mt-2 text-xs text-slate-500">{send.campaign}</p>
                <p className="mt-1 whitespace-pre-wrap text-slate-700">{send.message}</p>
                <TargetBadges results={send.results} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TargetBadges({ results }: { results: { target: string; success: boolean }[] }) {
  const { t } = useTranslation("orchestration");
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {results.map((result) => (
        <li
          key={result.target}
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
            result.success ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"
          }`}
        >
          {result.target}: {result.success ? t("outreach.results.success") : t("outreach.results.failure")}
        </li>
      ))}
    </ul>
  );
}

/** The last send's figures (sent, failed, success rate and a badge per target). */
export function OutreachResults({ result }: { result: OutreachResult }) {
  const { t, i18n } = useTranslation("orchestration");
  const tiles: [string, string][] = [
    [t("outreach.results.sent"), String(result.sent)],
    [t("outreach.results.failed"), String(result.failed)],
    [t("outreach.results.rate"), formatPercent(result.successRate, i18n.language)],
  ];
  return (
    <section className="card space-y-3" aria-labelledby="outreach-results-heading" data-testid="outreach-results">
      <h2 id="outreach-results-heading" className="font-semibold">
        {t("outreach.results.heading")}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {result.delivery === "outbox" && <p className="text-xs text-amber-800">{t("outreach.delivery.outbox")}</p>}
      <TargetBadges results={result.results} />
    </section>
  );
}
