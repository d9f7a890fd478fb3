import { useTranslation } from "react-i18next";
import { CONTENT_TYPES, TRANSFORM_INTO } from "../../../../../schema/literary-enums";
import { SelectField } from "../../../components/SelectField";
import type { CreateForm } from "../studio-state";
import { LabelledField } from "./LabelledField";

/** What each group of the create form's fields takes: the form and a way to change some of it. */
export interface CreateFieldsProps {
  form: CreateForm;
  onChange: (changes: Partial<CreateForm>) => void;
}

/** What the work is: its title, kind, description, audience, the form it takes and its chapters. */
export function WorkBriefFields({ form, onChange }: CreateFieldsProps) {
  const { t } = useTranslation("literary");
  return (
    <div className="card grid gap-4 md:grid-cols-2">
      <LabelledField id="create-title" label={t("create.title")}>
        <input
          id="create-title"
          className="field-input"
          value={form.title}
          onChange={(e) => onChange({ title: e.target.value })}
          required
        />
      </LabelledField>
      <SelectField
        id="create-type"
        label={t("create.contentType")}
        value={form.contentType}
        options={CONTENT_TYPES}
        onChange={(contentType) => onChange({ contentType })}
        optionLabel={(o) => t(`types.${o}.title`)}
      />
      <LabelledField id="create-description" label={t("create.description")} wide>
        <textarea
          id="create-description"
          rows={3}
          className="field-input"
          value={form.description}
          onChange={(e) => onChange({ description: e.target.value })}
          required
        />
      </LabelledField>
      <LabelledField id="create-audience" label={t("create.audience")}>
        <input
          id="create-audience"
          className="field-input"
          value={form.targetAudience}
          onChange={(e) => onChange({ targetAudience: e.target.value })}
        />
      </LabelledField>
      <SelectField
        id="create-transform"
        label={t("create.transformInto")}
        value={form.transformInto}
        options={TRANSFORM_INTO}
        onChange={(transformInto) => onChange({ transformInto })}
        optionLabel={(o) => t(`transform.${o}`)}
      />
      <LabelledField id="create-chapters" label={t("create.chapters")} wide>
        <textarea
          id="create-chapters"
          rows={6}
          className="field-input font-mono text-sm"
          placeholder={t("create.chaptersPlaceholder")}
          value={form.chapters}
          onChange={(e) => onChange({ chapters: e.target.value })}
        />
        <p className="mt-1 text-xs text-slate-500">
          {t("create.chapterCount", { count: form.chapters.split("\n").filter((l) => l.trim()).length })}
        </p>
      </LabelledField>
    </div>
  );
}
