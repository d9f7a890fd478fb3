import { Languages, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLATFORM_LANGUAGES } from "../../../../../worker/common/languages";
import { TextField } from "../../../components/TextField";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { OwnItem } from "../api/marketplace-client";
import {
  type ListingLanguage,
  type SavedTranslation,
  type TranslationsAnswer,
  useChangeTranslation,
  useDraftTranslation,
  useTranslations,
} from "../api/translation-queries";

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

type Fields = Omit<SavedTranslation, "drafted">;

function languageName(code: string, reader: string) {
  return new Intl.DisplayNames([reader], { type: "language" }).of(code) ?? code;
}

/** The editor of one language's translation: typed, or filled by a model's draft that the creator then reviews. */
function TranslationForm({
  productId,
  language,
  saved,
  original,
}: {
  productId: number;
  language: ListingLanguage;
  saved: Fields | undefined;
  original: TranslationsAnswer["original"];
}) {
  const { t } = useTranslation("marketplace");
  const { save } = useChangeTranslation(productId);
  const draft = useDraftTranslation();
  const [fields, setFields] = useState<Fields | null>(saved ?? null);
  const [drafted, setDrafted] = useState(false);
  const shown = fields ?? { ...original, editionNotes: {} };
  const errors = save.error instanceof ApiRequestError ? save.error.fields : {};
  const set = (change: Partial<Fields>) => setFields({ ...shown, ...change });

  const askDraft = () =>
    draft.mutate(
      { id: productId, language },
      {
        onSuccess: (answer) => {
          setFields(answer.draft);
          setDrafted(true);
          notify.success(t("translations.draftReady"), "");
        },
        onError: (error) => notify.error(t("translations.draftFailed"), serverMessage(error, "")),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { language, json: { ...shown, drafted } },
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
      <TextField
        id="translation-title"
        label={t("translations.fieldTitle")}
        value={shown.title}
        onChange={(event) => set({ title: event.target.value })}
        maxLength={120}
        required
        error={errors.title?.[0]}
      />
      <div>
        <label htmlFor="translation-description" className="field-label">
          {t("translations.fieldDescription")}
        </label>
        <textarea
          id="translation-description"
          rows={4}
          maxLength={2000}
          className="field-input"
          value={shown.description}
          onChange={(event) => set({ description: event.target.value })}
          required
        />
        {errors.description && <p className="field-error">{errors.description[0]}</p>}
      </div>
      <TextField
        id="translation-tags"
        label={t("translations.fieldTags")}
        value={(shown.tags ?? []).join(", ")}
        onChange={(event) => set({ tags: commaList(event.target.value) })}
      />
      <div>
        <label htmlFor="translation-learn" className="field-label">
          {t("translations.fieldLearn")}
        </label>
        <textarea
          id="translation-learn"
          rows={3}
          className="field-input"
          value={(shown.whatYouLearn ?? []).join("\n")}
          onChange={(event) => set({ whatYouLearn: lines(event.target.value) })}
        />
      </div>
      <div>
        <label htmlFor="translation-requirements" className="field-label">
          {t("translations.fieldRequirements")}
        </label>
        <textarea
          id="translation-requirements"
          rows={2}
          className="field-input"
          value={(shown.requirements ?? []).join("\n")}
          onChange={(event) => set({ requirements: lines(event.target.value) })}
        />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending || fields === null}>
          {t("translations.save")}
        </button>
      </div>
    </form>
  );
}

/** One product's translations: which exist (and which are out of date), and the editor of the chosen language. */
function ProductTranslations({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation("marketplace");
  const answer = useTranslations(productId);
  const { remove } = useChangeTranslation(productId);
  const [language, setLanguage] = useState<ListingLanguage | "">("");
  if (!answer.data) return null;
  const { original, translations } = answer.data;
  const choices = PLATFORM_LANGUAGES.filter((code) => code !== original.language);
  const saved = translations.find((row) => row.language === language);

  return (
    <div className="space-y-3">
      {original.language && (
        <p className="text-sm text-slate-600">
          {t("translations.original", { language: languageName(original.language, i18n.language) })}
        </p>
      )}
      {translations.length === 0 ? (
        <p className="text-sm text-slate-500">{t("translations.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="translation-list">
          {translations.map((row) => (
            <li key={row.language} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">{languageName(row.language, i18n.language)}</span>
              <span className="text-slate-500" lang={row.language}>
                {row.title}
              </span>
              <span className="text-xs text-slate-500">
                {row.source === "ai-reviewed" ? t("translations.byAi") : t("translations.byCreator")}
              </span>
              {row.outOfDate && (
                <span
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800"
                  data-testid="out-of-date"
                >
                  {t("translations.outOfDate")}
                </span>
              )}
              <span className="ms-auto flex gap-2">
                <button
                  type="button"
                  className="btn-secondary px-3 py-1 text-xs"
                  onClick={() => setLanguage(row.language)}
                >
                  {t("translations.edit")}
                </button>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1 text-xs"
                  onClick={() =>
                    remove.mutate(row.language, { onSuccess: () => notify.success(t("translations.removed"), "") })
                  }
                >
                  {t("translations.remove")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor="translation-language" className="field-label">
          {t("translations.language")}
        </label>
        <select
          id="translation-language"
          className="field-input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as ListingLanguage)}
        >
          <option value="" />
          {choices.map((code) => (
            <option key={code} value={code}>
              {languageName(code, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      {language && (
        <TranslationForm
          key={`${productId}-${language}-${saved?.updatedAt ?? 0}`}
          productId={productId}
          language={language}
          saved={saved}
          original={original}
        />
      )}
    </div>
  );
}

/** My products' section for a listing in other languages, one product at a time. */
export function TranslationsSection({ items }: { items: OwnItem[] }) {
  const { t } = useTranslation("marketplace");
  const [productId, setProductId] = useState(items[0]?.id ?? 0);
  return (
    <section className="card space-y-4" data-testid="translations-section">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Languages className="h-5 w-5" aria-hidden />
          {t("translations.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("translations.intro")}</p>
      </div>
      <div>
        <label htmlFor="translation-product" className="field-label">
          {t("translations.product")}
        </label>
        <select
          id="translation-product"
          className="field-input"
          value={productId}
          onChange={(event) => setProductId(Number(event.target.value))}
        >
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      {productId > 0 && <ProductTranslations key={productId} productId={productId} />}
    </section>
  );
}
