import { Languages } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PLATFORM_LANGUAGES } from "../../../../../worker/common/languages";
import { notify } from "../../../lib/notify";
import type { OwnItem } from "../api/marketplace-client";
import { type ListingLanguage, useChangeTranslation, useTranslations } from "../api/translation-queries";
import { OriginalForm } from "./OriginalForm";
import { TranslationForm } from "./TranslationForm";

/** The language select's value for the listing's own words, whatever language they are in. */
const ORIGINAL = "original";

function languageName(code: string, reader: string) {
  return new Intl.DisplayNames([reader], { type: "language" }).of(code) ?? code;
}

type Answer = NonNullable<ReturnType<typeof useTranslations>["data"]>;
type Row = Answer["translations"][number];

/** One saved translation: its language, title, who wrote it, whether it is out of date, and what can be done. */
function TranslationRow({ productId, row, onEdit }: { productId: number; row: Row; onEdit: () => void }) {
  const { t, i18n } = useTranslation("marketplace");
  const { save, remove } = useChangeTranslation(productId);
  const { language, source, outOfDate, updatedAt: _updatedAt, ...fields } = row;
  const confirm = () =>
    save.mutate(
      { language, json: { ...fields, drafted: source === "ai-reviewed" } },
      { onSuccess: () => notify.success(t("translations.confirmed"), "") },
    );
  const button = "btn-secondary px-3 py-1 text-xs";
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <span className="font-medium">{languageName(language, i18n.language)}</span>
      <span className="text-slate-500" lang={language}>
        {row.title}
      </span>
      <span className="text-xs text-slate-500">
        {source === "ai-reviewed" ? t("translations.byAi") : t("translations.byCreator")}
      </span>
      {outOfDate && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800" data-testid="out-of-date">
          {t("translations.outOfDate")}
        </span>
      )}
      <span className="ms-auto flex gap-2">
        {outOfDate && (
          <button type="button" className={button} onClick={confirm} disabled={save.isPending}>
            {t("translations.confirm")}
          </button>
        )}
        <button type="button" className={button} onClick={onEdit}>
          {t("translations.edit")}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => remove.mutate(language, { onSuccess: () => notify.success(t("translations.removed"), "") })}
        >
          {t("translations.remove")}
        </button>
      </span>
    </li>
  );
}

/** One product's words: the original and its translations (which are out of date), and the chosen one's editor. */
function ProductTranslations({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation("marketplace");
  const answer = useTranslations(productId);
  const [language, setLanguage] = useState<ListingLanguage | typeof ORIGINAL | "">("");
  if (!answer.data) return null;
  const { original, translations } = answer.data;
  const choices = PLATFORM_LANGUAGES.filter((code) => code !== original.language);
  const saved = translations.find((row) => row.language === language);
  const originalName = original.language ? languageName(original.language, i18n.language) : "";

  return (
    <div className="space-y-3">
      {original.language && (
        <p className="text-sm text-slate-600">{t("translations.original", { language: originalName })}</p>
      )}
      {translations.length === 0 ? (
        <p className="text-sm text-slate-500">{t("translations.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="translation-list">
          {translations.map((row) => (
            <TranslationRow
              key={row.language}
              productId={productId}
              row={row}
              onEdit={() => setLanguage(row.language)}
            />
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
          onChange={(event) => setLanguage(event.target.value as ListingLanguage | typeof ORIGINAL)}
        >
          <option value="" />
          <option value={ORIGINAL}>
            {original.language
              ? t("translations.originalOption", { language: originalName })
              : t("translations.originalUnnamed")}
          </option>
          {choices.map((code) => (
            <option key={code} value={code}>
              {languageName(code, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      {language === ORIGINAL ? (
        <OriginalForm
          key={`${productId}-${original.title}-${original.description}`}
          productId={productId}
          original={original}
        />
      ) : (
        language && (
          <TranslationForm
            key={`${productId}-${language}-${saved?.updatedAt ?? 0}`}
            productId={productId}
            language={language}
            saved={saved}
            original={original}
          />
        )
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
        <p className="text-sm text-slate-600">
          {t("translations.intro")} {t("translations.introEdit")}
        </p>
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
