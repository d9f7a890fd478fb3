import { Mail } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useOutreachRecipients, useSaveOutreachRecipients } from "./api/queries";

const addressesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The addresses strategic outreach may write to (decision 5): one per line, kept by admins only. */
export function OutreachRecipientsCard() {
  const { t } = useTranslation("admin");
  const recipients = useOutreachRecipients();
  const save = useSaveOutreachRecipients();
  const [text, setText] = useState("");
  useEffect(() => {
    if (recipients.data) setText(recipients.data.recipients.join("\n"));
  }, [recipients.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(addressesOf(text), {
      onSuccess: (saved) => notify.success(t("outreach.saved", { count: saved.recipients.length })),
      onError: (error) => notify.error(t("saveFailedTitle"), serverMessage(error, t("saveFailed"))),
    });
  };
  const limit = recipients.data?.limit ?? 25;
  const count = addressesOf(text).length;
  return (
    <section className="card" aria-labelledby="outreach-heading">
      <div className="flex items-center gap-3">
        <Mail className="h-6 w-6 text-indigo-500" aria-hidden />
        <h2 id="outreach-heading" className="text-lg font-semibold">
          {t("outreach.heading")}
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("outreach.description")}</p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <label htmlFor="outreach-recipients" className="field-label">
          {t("outreach.label")}
        </label>
        <textarea
          id="outreach-recipients"
          className="field-input min-h-28 font-mono text-sm"
          placeholder="investor@example.com"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={recipients.isPending}
          aria-describedby="outreach-recipients-note"
        />
        <p
          id="outreach-recipients-note"
          className={`text-xs ${count > limit ? "text-red-700" : "text-slate-500"}`}
          data-testid="recipient-count"
        >
          {t("outreach.count", { count, limit })}
        </p>
        <button type="submit" className="btn-primary" disabled={save.isPending || recipients.isPending}>
          {save.isPending ? t("saving") : t("outreach.save")}
        </button>
      </form>
    </section>
  );
}
