import { Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import {
  type ListingLanguage,
  type SavedTranslation,
  type TranslationsAnswer,
  useChangeTranslation,
  useDraftTranslation,
} from "../api/translation-queries";
import { draftOf, ListingTextFields, textOf } from "./ListingTextFields";

type Saved = Omit<SavedTranslation, "drafted">;

const asText = (fields: Saved) => ({
  title: fields.title,
  description: fields.description,
  tags: fields.tags ?? [],
  whatYouLearn: fields.whatYouLearn ?? [],
  requirements: fields.requirements ?? [],
});

/** The editor of one language's translation: typed, or filled by a model's draft that the creator then reviews. */
export function TranslationForm({
  productId,
  language,
  saved,
  original,
}: {
  productId: number;
  language: ListingLanguage;
  saved: Saved | undefined;
  original: TranslationsAnswer["original"];
}) {
  const { t } = useTranslation("marketplace");
  const { save } = useChangeTranslation(productId);
  const draft = useDraftTranslation();
  const [text, setText] = useState(draftOf(asText(saved ?? original)));
  const [editionNotes, setEditionNotes] = useState(saved?.editionNotes ?? {});
  // Nothing is saved until the creator has a translation of their own to save: a draft, an edit or a saved one.
  const [changed, setChanged] = useState(saved !== undefined);
  const [drafted, setDrafted] = useState(false);
  const errors = save.error instanceof ApiRequestError ? save.error.fields : {};

  const askDraft = () =>
    draft.mutate(
      { id: productId, language },
      {
        onSuccess: (answer) => {
          setText(draftOf(asText(answer.draft)));
          setEditionNotes(answer.draft.editionNotes ?? {});
          setChanged(true);
          setDrafted(true);
          notify.success(t("translations.draftReady"), "");
        },
        onError: (error) => notify.error(t("translations.draftFailed"), serverMessage(error, "")),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { language, json: { ...textOf(text), editionNotes, drafted } },
      {
        onSuccess: () => notify.success(t("translations.saved"), ""),
        onError: (error) => notify.error(t("translations.saveFailed"), serverMessage(error, "")),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="translation-form" lang={language}>
      <div>
        <button type="button" className="btn-secondary" onClick={askDraft} disabled={draft.isPending}>
          <Sparkles className="h-4 w-4" aria-hidden />
          {draft.isPending ? t("translations.drafting") : t("translations.draft")}
        </button>
        {draft.isPending && draft.draft && (
          <pre
            className="mt-2 max-h-32 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs"
            aria-live="polite"
          >
            {draft.draft}
          </pre>
        )}
      </div>
      <ListingTextFields
        value={text}
        errors={errors}
        onChange={(change) => {
          setText({ ...text, ...change });
          setChanged(true);
        }}
      />
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending || !changed}>
          {t("translations.save")}
        </button>
      </div>
    </form>
  );
}
