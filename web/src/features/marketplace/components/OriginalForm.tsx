import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useChangeOriginal } from "../api/translation-queries";
import { draftOf, type ListingText, ListingTextFields, textOf } from "./ListingTextFields";

/** The editor of the listing's own words; translations made from the words it replaces become out of date. */
export function OriginalForm({ productId, original }: { productId: number; original: ListingText }) {
  const { t } = useTranslation("marketplace");
  const save = useChangeOriginal(productId);
  const [text, setText] = useState(draftOf(original));
  const errors = save.error instanceof ApiRequestError ? save.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(textOf(text), {
      onSuccess: () => notify.success(t("translations.originalSaved"), ""),
      onError: (error) => notify.error(t("translations.originalSaveFailed"), serverMessage(error, "")),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="original-form">
      <ListingTextFields value={text} errors={errors} onChange={(change) => setText({ ...text, ...change })} />
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t("translations.saveOriginal")}
        </button>
      </div>
    </form>
  );
}
