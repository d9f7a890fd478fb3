import { BookPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/TextField";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { usePublishWorkEdition } from "../api/queries";

/** For a work listed in the marketplace: publish its current chapters as a new edition, with release notes. */
export function WorkEditionForm({ workId }: { workId: string }) {
  const { t } = useTranslation("marketplace");
  const publish = usePublishWorkEdition();
  const [label, setLabel] = useState("");
  const [notes, setNotes] = useState("");
  const fields = publish.error instanceof ApiRequestError ? publish.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { id: workId, label, notes },
      {
        onSuccess: ({ edition }) => {
          notify.success(t("editions.publishedTitle"), t("editions.published", { label: edition.label }));
          setLabel("");
          setNotes("");
        },
        onError: (error) => notify.error(t("editions.failedTitle"), serverMessage(error, t("editions.failedPublish"))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3 border-t border-slate-100 pt-4" data-testid="work-edition-form">
      <div>
        <h4 className="font-semibold">{t("editions.workHeading")}</h4>
        <p className="text-sm text-slate-600">{t("editions.workIntro")}</p>
      </div>
      <TextField
        id="work-edition-label"
        label={t("editions.labelField")}
        hint={t("editions.labelHint")}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        required
        maxLength={40}
        className="max-w-xs"
        error={fields.label?.[0]}
      />
      <div>
        <label htmlFor="work-edition-notes" className="field-label">
          {t("editions.notesField")}
        </label>
        <textarea
          id="work-edition-notes"
          rows={3}
          maxLength={2000}
          className="field-input"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {fields.notes && <p className="field-error">{fields.notes[0]}</p>}
      </div>
      <button type="submit" className="btn-primary" disabled={publish.isPending}>
        <BookPlus className="h-4 w-4" aria-hidden />
        {publish.isPending ? t("editions.publishing") : t("editions.workSubmit")}
      </button>
    </form>
  );
}
