import { useTranslation } from "react-i18next";
import type { OutboxMessage } from "./api/outbox";

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card space-y-3" data-testid="outbox-message">
      <header className="space-y-1">
        <h2 className="font-semibold text-slate-900">{message.subject}</h2>
        <p className="text-sm text-slate-600">
          {t("outbox.to")} <span className="font-medium">{message.to}</span> ·{" "}
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {new Date(message.createdAt).toLocaleString(i18n.language)}
          </time>
        </p>
      </header>
      <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-800">
        {message.text}
      </pre>
      {message.links.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-700">{t("outbox.links")}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {message.links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} className="text-indigo-600 underline hover:text-indigo-500">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
