import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { type Contact, type Message, useContacts, useCreators, useSendMessage, useThread } from "./api/hiring-queries";
import { CreatorAvatar } from "./CreatorAvatar";

export interface Recipient {
  id: string;
  name: string;
}

/** Creators found by name, to start a conversation with someone not in the list yet. */
function RecipientSearch({ onPick }: { onPick: (recipient: Recipient) => void }) {
  const { t } = useTranslation("hiring");
  const [q, setQ] = useState("");
  const found = useCreators({ q: q.trim() || undefined });
  const creators = q.trim() ? (found.data?.creators ?? []).slice(0, 6) : [];
  return (
    <div>
      <label htmlFor="recipient-search" className="field-label">
        {t("messages.newRecipient")}
      </label>
      <input
        id="recipient-search"
        className="field-input"
        value={q}
        maxLength={50}
        placeholder={t("messages.searchPlaceholder")}
        onChange={(event) => setQ(event.target.value)}
      />
      {creators.length > 0 && (
        <ul className="mt-2 divide-y rounded-lg border border-slate-200 bg-white">
          {creators.map((creator) => (
            <li key={creator.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-50"
                onClick={() => {
                  onPick({ id: creator.id, name: creator.name || creator.username });
                  setQ("");
                }}
              >
                <CreatorAvatar creator={creator} size="h-7 w-7 text-xs" />
                {creator.name || creator.username}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ContactList({
  contacts,
  current,
  onPick,
}: {
  contacts: Contact[];
  current: string | null;
  onPick: (recipient: Recipient) => void;
}) {
  const { t } = useTranslation("hiring");
  if (contacts.length === 0) return <p className="text-sm text-slate-500">{t("messages.noContacts")}</p>;
  return (
    <ul className="space-y-1" aria-label={t("messages.contacts")}>
      {contacts.map((contact) => (
        <li key={contact.id}>
          <button
            type="button"
            aria-current={contact.id === current ? "true" : undefined}
            className={`flex w-full items-center gap-2 rounded-lg px-2 py-2 text-start text-sm ${contact.id === current ? "bg-indigo-50" : "hover:bg-slate-50"}`}
            onClick={() => onPick({ id: contact.id, name: contact.name })}
          >
            <CreatorAvatar creator={{ ...contact, name: contact.name }} size="h-8 w-8 text-xs" />
            <span className="min-w-0 flex-1 truncate">{contact.name}</span>
            {contact.unread > 0 && (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t("messages.unread", { count: contact.unread })}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MessageBubble({ message, otherName }: { message: Message; otherName: string }) {
  const { t, i18n } = useTranslation("hiring");
  const [original, setOriginal] = useState(false);
  const shown = message.fromMe || !message.translated || original ? message.originalText : message.translatedText;
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });
  return (
    <li className={`flex ${message.fromMe ? "justify-end" : "justify-start"}`} data-testid="chat-message">
      <div
        className={`max-w-[80%] rounded-2xl px-4 py-2 ${message.fromMe ? "bg-indigo-600 text-white" : "bg-slate-100"}`}
      >
        <p className="text-xs opacity-70">
          {message.fromMe ? t("messages.you") : otherName} ·{" "}
          {new Date(message.timestamp).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })}
        </p>
        <p className="whitespace-pre-wrap">{shown}</p>
        {!message.fromMe && message.translated && (
          <p className="mt-1 text-xs opacity-70">
            {t("messages.translatedFrom", { language: languageName.of(message.originalLanguage) })} ·{" "}
            <button type="button" className="underline" onClick={() => setOriginal(!original)}>
              {original ? t("messages.showTranslation") : t("messages.showOriginal")}
            </button>
          </p>
        )}
        {message.fromMe && !message.translated && message.originalLanguage !== message.targetLanguage && (
          <p className="mt-1 text-xs opacity-80">{t("messages.untranslated")}</p>
        )}
      </div>
    </li>
  );
}

/** "Messages": the conversations, a way to write to any creator, and the thread with the one chosen. */
export function MessagesTab({
  recipient,
  onRecipient,
}: {
  recipient: Recipient | null;
  onRecipient: (r: Recipient) => void;
}) {
  const { t } = useTranslation("hiring");
  const contacts = useContacts();
  const thread = useThread(recipient?.id ?? null);
  const send = useSendMessage();
  const [text, setText] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipient || !text.trim()) {
      notify.error(t("missingTitle"), t("missingMessage"));
      return;
    }
    send.mutate(
      { recipientId: recipient.id, message: text.trim(), messageType: "hiring_inquiry" },
      {
        onSuccess: () => setText(""),
        onError: (error) => notify.error(t("messages.failedTitle"), serverMessage(error, t("messages.failed"))),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside className="card space-y-4">
        <RecipientSearch onPick={onRecipient} />
        <h2 className="text-sm font-semibold text-slate-700">{t("messages.contacts")}</h2>
        <ContactList contacts={contacts.data?.contacts ?? []} current={recipient?.id ?? null} onPick={onRecipient} />
      </aside>
      <section
        className="card flex min-h-96 flex-col gap-4"
        aria-label={recipient?.name ?? t("messages.pickRecipient")}
      >
        <h2 className="font-semibold">{recipient?.name ?? t("messages.pickRecipient")}</h2>
        {recipient && (
          <ol className="flex-1 space-y-3" data-testid="chat-thread">
            {(thread.data ?? []).length === 0 && !thread.isPending && (
              <li className="text-sm text-slate-500">{t("messages.empty")}</li>
            )}
            {(thread.data ?? []).map((message) => (
              <MessageBubble key={message.id} message={message} otherName={recipient.name} />
            ))}
          </ol>
        )}
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="chat-message" className="sr-only">
            {t("messages.compose")}
          </label>
          <textarea
            id="chat-message"
            className="field-input min-h-12 flex-1"
            maxLength={2000}
            placeholder={t("messages.compose")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn-primary self-end" disabled={send.isPending}>
            {send.isPending ? t("messages.sending") : t("messages.send")}
          </button>
        </form>
      </section>
    </div>
  );
}
