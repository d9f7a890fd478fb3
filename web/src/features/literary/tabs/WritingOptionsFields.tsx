import { useTranslation } from "react-i18next";
import { HUMANIZATION_LEVELS, INDUSTRIES, LENGTHS, TONES } from "../../../../../schema/literary-enums";
import { LENGTH_WORDS } from "../../../../../worker/common/literary-options";
import { PlanRequired, usePlanIncludes } from "../../../components/PlanRequired";
import { SelectField } from "../../../components/SelectField";
import { LabelledField } from "./LabelledField";
import type { CreateFieldsProps } from "./WorkBriefFields";

/** A word count that fits the chosen length: kept when it is in the length's band, else the band's start. */
function wordCountFor(length: (typeof LENGTHS)[number], wordCount: number) {
  const band = LENGTH_WORDS[length];
  const fits = wordCount >= band.min && (band.max === null || wordCount <= band.max);
  return fits ? {} : { wordCount: band.min };
}

/** How the work is written and readied: length, tone, humanization, expertise, direction, marketing and KDP. */
export function WritingOptionsFields({ form, onChange }: CreateFieldsProps) {
  const { t } = useTranslation("literary");
  const overrideIncluded = usePlanIncludes("master-override");
  return (
    <div className="card grid gap-4 md:grid-cols-3">
      <SelectField
        id="create-length"
        label={t("create.length")}
        value={form.length}
        options={LENGTHS}
        onChange={(length) => onChange({ length, ...wordCountFor(length, form.wordCount) })}
        optionLabel={(o) => t(`lengths.${o}`)}
      />
      <LabelledField id="create-words" label={t("create.wordCount")}>
        <input
          id="create-words"
          type="number"
          min={0}
          max={500000}
          className="field-input"
          value={form.wordCount}
          onChange={(e) => onChange({ wordCount: Number(e.target.value) || 0 })}
        />
      </LabelledField>
      <SelectField
        id="create-tone"
        label={t("create.tone")}
        value={form.tone}
        options={TONES}
        onChange={(tone) => onChange({ tone })}
        optionLabel={(o) => t(`tones.${o}`)}
      />
      <SelectField
        id="create-humanization"
        label={t("create.humanization")}
        value={form.humanizationLevel}
        options={HUMANIZATION_LEVELS}
        onChange={(humanizationLevel) => onChange({ humanizationLevel })}
        optionLabel={(o) => t(`humanization.${o}`)}
      />
      <SelectField
        id="create-industry"
        label={t("create.industry")}
        value={form.industry}
        options={INDUSTRIES}
        onChange={(industry) => onChange({ industry })}
        optionLabel={(o) => t(`industries.${o}`)}
      />
      <LabelledField id="create-expertise" label={t("create.expertise")}>
        <input
          id="create-expertise"
          className="field-input"
          value={form.expertise}
          onChange={(e) => onChange({ expertise: e.target.value })}
        />
      </LabelledField>
      <LabelledField id="create-direction" label={t("create.direction")} wide>
        <textarea
          id="create-direction"
          rows={2}
          className="field-input"
          value={form.ghostwritingDirection}
          onChange={(e) => onChange({ ghostwritingDirection: e.target.value })}
        />
      </LabelledField>
      <LabelledField id="create-marketing" label={t("create.marketing")}>
        <textarea
          id="create-marketing"
          rows={2}
          className="field-input"
          value={form.marketingStrategy}
          onChange={(e) => onChange({ marketingStrategy: e.target.value })}
        />
      </LabelledField>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={form.kdpOptimization}
          onChange={(e) => onChange({ kdpOptimization: e.target.checked })}
        />
        {t("create.kdp")}
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={form.masterOverride}
          disabled={!overrideIncluded}
          onChange={(e) => onChange({ masterOverride: e.target.checked })}
        />
        {t("create.masterOverride")}
      </label>
      {!overrideIncluded && <PlanRequired feature="master-override" />}
    </div>
  );
}
