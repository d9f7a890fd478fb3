import { useTranslation } from "react-i18next";
import { TIMEFRAMES, type Timeframe } from "../../../../schema/hiring-enums";
import { CURRENCIES, type Currency } from "../../../../schema/pricing-enums";
import { commaList } from "../../../../worker/common/comma-list";
import { LanguageChecklist } from "../../components/LanguageChecklist";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";

export interface ProjectForm {
  title: string;
  description: string;
  skills: string;
  budget: string;
  currency: Currency;
  timeframe: Timeframe;
  languages: string[];
}

export const EMPTY_PROJECT: ProjectForm = {
  title: "",
  description: "",
  skills: "",
  budget: "",
  currency: "USD",
  timeframe: "1 month",
  languages: [],
};

/** The skills as the spec splits them: on commas, trimmed, empty ones dropped. */
export const skillsOf = commaList;

/** The spec's rule for both forms: a project needs a description and a budget above zero. */
export const lacksDescriptionOrBudget = (form: ProjectForm) => !form.description.trim() || !(Number(form.budget) > 0);

interface ProjectFieldsProps {
  idPrefix: string;
  form: ProjectForm;
  onChange: (form: ProjectForm) => void;
  errors?: Record<string, string[] | undefined>;
}

/** A project's fields, shared by "Find Creators" and "Post Project". */
export function ProjectFields({ idPrefix, form, onChange, errors = {} }: ProjectFieldsProps) {
  const { t } = useTranslation("hiring");
  const set = <K extends keyof ProjectForm>(key: K, value: ProjectForm[K]) => onChange({ ...form, [key]: value });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-title`}
        label={t("project.title")}
        value={form.title}
        maxLength={120}
        onChange={(event) => set("title", event.target.value)}
        error={errors["projectDetails.title"]?.[0]}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-description`} className="field-label">
          {t("project.description")}
        </label>
        <textarea
          id={`${idPrefix}-description`}
          className="field-input min-h-24"
          maxLength={5000}
          placeholder={t("project.descriptionPlaceholder")}
          value={form.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </div>
      <TextField
        id={`${idPrefix}-skills`}
        label={t("project.skills")}
        hint={t("project.skillsHint")}
        value={form.skills}
        maxLength={1000}
        onChange={(event) => set("skills", event.target.value)}
        className="sm:col-span-2"
      />
      <TextField
        id={`${idPrefix}-budget`}
        label={t("project.budget")}
        type="number"
        min={1}
        inputMode="decimal"
        value={form.budget}
        onChange={(event) => set("budget", event.target.value)}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          id={`${idPrefix}-currency`}
          label={t("project.currency")}
          value={form.currency}
          options={CURRENCIES}
          onChange={(value) => set("currency", value)}
          optionLabel={(currency) => currency}
        />
        <SelectField
          id={`${idPrefix}-timeframe`}
          label={t("project.timeframe")}
          value={form.timeframe}
          options={TIMEFRAMES}
          onChange={(value) => set("timeframe", value)}
          optionLabel={(timeframe) => t(`project.timeframes.${timeframe}`)}
        />
      </div>
      <LanguageChecklist
        legend={t("project.languages")}
        values={form.languages}
        onChange={(languages) => set("languages", languages)}
        className="sm:col-span-2"
      />
    </div>
  );
}
