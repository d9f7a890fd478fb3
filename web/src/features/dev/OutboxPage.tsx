import { RefreshCw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { useOutbox } from "./api/outbox";
import { OutboxMessageCard } from "./OutboxMessageCard";

function OutboxMessages({ outbox, filter }: { outbox: ReturnType<typeof useOutbox>; filter: string }) {
  const { t } = useTranslation();
  if (outbox.error instanceof ApiRequestError && outbox.error.status === 404) {
    return (
      <p className="card text-slate-700" role="status">
        {t("outbox.closed")}
      </p>
    );
  }
  if (outbox.isError) {
    return (
      <p className="card text-red-700" role="alert">
        {serverMessage(outbox.error, t("outbox.failed"))}
      </p>
    );
  }
  if (!outbox.data) return <PageLoading />;
  if (outbox.data.messages.length === 0) {
    return <p className="card text-slate-600">{filter ? t("outbox.noneTo", { address: filter }) : t("outbox.none")}</p>;
  }
  return (
    <div className="space-y-4">
      {outbox.data.messages.map((message) => (
        <OutboxMessageCard key={message.id} message={message} />
      ))}
    </div>
  );
}

/** A developer tool: the e-mails a local run wrote to its outbox instead of sending them. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [address, setAddress] = useState("");
  const [filter, setFilter] = useState("");
  const outbox = useOutbox(filter);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    setFilter(address.trim());
  };

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <Link to="/" className="text-sm text-indigo-600 hover:text-indigo-500">
          {t("appName")}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t("outbox.title")}</h1>
        <p className="text-slate-600">{t("outbox.subtitle")}</p>
      </header>
      <form onSubmit={applyFilter} className="flex flex-wrap gap-2">
        <input
          type="search"
          className="field-input min-w-0 flex-1"
          aria-label={t("outbox.filter")}
          placeholder={t("outbox.filterPlaceholder")}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <button type="submit" className="btn-secondary">
          {t("outbox.apply")}
        </button>
        <button type="button" className="btn-secondary" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t("outbox.refresh")}
        </button>
      </form>
      <OutboxMessages outbox={outbox} filter={filter} />
    </main>
  );
}
