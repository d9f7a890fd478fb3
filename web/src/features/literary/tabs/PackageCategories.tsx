import { useTranslation } from "react-i18next";
import { useKdpCategories } from "../api/queries";

/**
 * The two KDP categories a package will name, shown before the build: the ones the work's words suggest, which the
 * creator can change. `chosen` is null while they keep the suggestion.
 */
export function PackageCategories({
  workId,
  chosen,
  onChange,
}: {
  workId: string;
  chosen: [string, string] | null;
  onChange: (categories: [string, string]) => void;
}) {
  const { t } = useTranslation("literary");
  const categories = useKdpCategories(workId);
  if (!categories.data) return null;
  const shown = chosen ?? categories.data.suggested;
  const choose = (index: 0 | 1, name: string) => onChange(index === 0 ? [name, shown[1]] : [shown[0], name]);
  return (
    <fieldset className="card grid gap-3 md:grid-cols-2" data-testid="package-categories">
      <legend className="px-1 text-sm font-semibold">{t("monetize.categories")}</legend>
      {([0, 1] as const).map((index) => (
        <div key={index}>
          <label htmlFor={`kdp-category-${index}`} className="field-label">
            {t(index === 0 ? "monetize.categoryFirst" : "monetize.categorySecond")}
          </label>
          <select
            id={`kdp-category-${index}`}
            className="field-input"
            value={shown[index]}
            onChange={(event) => choose(index, event.target.value)}
          >
            {categories.data.choices
              .filter((name) => name === shown[index] || name !== shown[index === 0 ? 1 : 0])
              .map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
          </select>
        </div>
      ))}
      <p className="text-xs text-slate-500 md:col-span-2">{t("monetize.categoriesHint")}</p>
    </fieldset>
  );
}
