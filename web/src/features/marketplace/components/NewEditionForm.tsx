import { BookPlus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/TextField";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { usePublishEdition } from "../api/edition-queries";
import type { OwnItem } from "../api/marketplace-client";
import { fileProblem, ProductFileField } from "./ProductFileField";

/** The creator publishes a new edition of one of their products from a file: a label, release notes, the file. */
export function NewEditionForm({ items }: { items: OwnItem[] }) {
  const { t } = useTranslation("marketplace");
  const publish = usePublishEdition();
  const form = useRef<HTMLFormElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fields = publish.error instanceof ApiRequestError ? publish.error.fields : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const productId = Number(data.get("productId"));
    data.delete("productId");
    const problem = fileProblem(data.get("file"), t);
    setFileError(problem);
    if (problem) return;
    publish.mutate(
      { productId, form: data },
      {
        onSuccess: ({ edition }) => {
          notify.success(t("editions.publishedTitle"), t("editions.published", { label: edition.label }));
          form.current?.reset();
        },
        onError: (error) => notify.error(t("editions.failedTitle"), serverMessage(error, t("editions.failedPublish"))),
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} className="card grid gap-4 md:grid-cols-2" data-testid="new-edition-form">
      <div className="md:col-span-2">
        <h2 className="text-lg font-semibold">{t("editions.publishHeading")}</h2>
        <p className="text-sm text-slate-600">{t("editions.publishIntro")}</p>
      </div>
      <div>
        <label htmlFor="edition-product" className="field-label">
          {t("editions.product")}
        </label>
        <select id="edition-product" name="productId" className="field-input" required>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="edition-label"
        name="label"
        label={t("editions.labelField")}
        hint={t("editions.labelHint")}
        required
        maxLength={40}
        error={fields.label?.[0]}
      />
      <div className="md:col-span-2">
        <label htmlFor="edition-notes" className="field-label">
          {t("editions.notesField")}
        </label>
        <textarea id="edition-notes" name="notes" rows={3} maxLength={2000} className="field-input" />
        {fields.notes && <p className="field-error">{fields.notes[0]}</p>}
      </div>
      <ProductFileField id="edition-file" label={t("editions.fileField")} error={fileError} />
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary" disabled={publish.isPending}>
          <BookPlus className="h-4 w-4" aria-hidden />
          {publish.isPending ? t("editions.publishing") : t("editions.submit")}
        </button>
      </div>
    </form>
  );
}
