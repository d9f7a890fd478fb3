import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DIFFICULTIES, PRODUCT_CATEGORIES } from "../../../../schema/marketplace-enums";
import { categoryLabel } from "../../../../worker/common/category-label";
import { TextField } from "../../components/TextField";
import { ApiRequestError, serverMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { useCreateListing } from "./api/listing-queries";
import { fileProblem, ProductFileField } from "./components/ProductFileField";

/** A creator lists a product: details, price and the file buyers download (checked again by the server). */
export function NewProductForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("marketplace");
  const create = useCreateListing();
  const form = useRef<HTMLFormElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fields = create.error instanceof ApiRequestError ? create.error.fields : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const problem = fileProblem(data.get("file"), t);
    setFileError(problem);
    if (problem) return;
    create.mutate(data, {
      onSuccess: ({ item }) => {
        // Listed either way; a second product with the same title is worth saying so.
        if (item.warning) notify.info(t("mine.createdTitle"), t("mine.createdSameTitle"));
        else notify.success(t("mine.createdTitle"), t("mine.created"));
        form.current?.reset();
        onDone();
      },
      onError: (error) => notify.error(t("mine.failedTitle"), serverMessage(error, t("mine.failed"))),
    });
  };

  return (
    <form ref={form} onSubmit={submit} className="card grid gap-4 md:grid-cols-2" encType="multipart/form-data">
      <h2 className="text-lg font-semibold md:col-span-2">{t("mine.newHeading")}</h2>
      <div className="md:col-span-2">
        <TextField
          id="listing-title"
          name="title"
          label={t("mine.title")}
          required
          minLength={3}
          maxLength={120}
          error={fields.title?.[0]}
        />
      </div>
      <div className="md:col-span-2">
        <label htmlFor="listing-description" className="field-label">
          {t("mine.description")}
        </label>
        <textarea
          id="listing-description"
          name="description"
          rows={4}
          required
          minLength={20}
          maxLength={2000}
          className="field-input"
          aria-invalid={Boolean(fields.description)}
        />
        {fields.description && <p className="field-error">{fields.description[0]}</p>}
      </div>
      <div>
        <label htmlFor="listing-category" className="field-label">
          {t("mine.category")}
        </label>
        <select id="listing-category" name="category" className="field-input" required>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(t, c)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="listing-difficulty" className="field-label">
          {t("mine.difficulty")}
        </label>
        <select id="listing-difficulty" name="difficulty" className="field-input">
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(`difficulty.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="listing-price"
        name="price"
        label={t("mine.price")}
        type="number"
        min="1"
        step="0.01"
        required
        error={fields.price?.[0]}
      />
      <TextField
        id="listing-original"
        name="originalPrice"
        label={t("mine.originalPrice")}
        type="number"
        min="1"
        step="0.01"
        hint={t("mine.originalHint")}
      />
      <TextField id="listing-tags" name="tags" label={t("mine.tags")} hint={t("mine.tagsHint")} />
      <TextField
        id="listing-time"
        name="estimatedTime"
        label={t("mine.time")}
        placeholder={t("mine.timePlaceholder")}
      />
      <div className="md:col-span-2">
        <label htmlFor="listing-learn" className="field-label">
          {t("mine.learn")}
        </label>
        <textarea
          id="listing-learn"
          name="whatYouLearn"
          rows={3}
          className="field-input"
          placeholder={t("mine.learnPlaceholder")}
        />
      </div>
      <ProductFileField id="listing-file" label={t("mine.file")} hint={t("mine.fileHint")} error={fileError} />
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          <Upload className="h-4 w-4" aria-hidden />
          {create.isPending ? t("mine.submitting") : t("mine.submit")}
        </button>
      </div>
    </form>
  );
}
