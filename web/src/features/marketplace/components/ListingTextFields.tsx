import { useTranslation } from "react-i18next";
import { commaList } from "../../../../../worker/common/comma-list";
import { TextAreaField } from "../../../components/TextAreaField";
import { TextField } from "../../../components/TextField";

/** The words of a listing a buyer reads, in one language: the original's or a translation's. */
export interface ListingText {
  title: string;
  description: string;
  tags: string[];
  whatYouLearn: string[];
  requirements: string[];
}

/** The same words as the form holds them while the creator types: lists as the text of their field. */
export interface ListingTextDraft {
  title: string;
  description: string;
  tags: string;
  whatYouLearn: string;
  requirements: string;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const draftOf = (text: ListingText): ListingTextDraft => ({
  title: text.title,
  description: text.description,
  tags: text.tags.join(", "),
  whatYouLearn: text.whatYouLearn.join("\n"),
  requirements: text.requirements.join("\n"),
});

export const textOf = (draft: ListingTextDraft): ListingText => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  tags: commaList(draft.tags),
  whatYouLearn: lines(draft.whatYouLearn),
  requirements: lines(draft.requirements),
});

/** The fields of a listing's text, shared by the original's editor and a translation's. */
export function ListingTextFields({
  value,
  onChange,
  errors,
}: {
  value: ListingTextDraft;
  onChange: (change: Partial<ListingTextDraft>) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const { t } = useTranslation("marketplace");
  return (
    <>
      <TextField
        id="translation-title"
        label={t("translations.fieldTitle")}
        value={value.title}
        onChange={(event) => onChange({ title: event.target.value })}
        maxLength={120}
        required
        error={errors.title?.[0]}
      />
      <TextAreaField
        id="translation-description"
        label={t("translations.fieldDescription")}
        rows={4}
        maxLength={2000}
        value={value.description}
        onChange={(event) => onChange({ description: event.target.value })}
        required
        error={errors.description?.[0]}
      />
      <TextField
        id="translation-tags"
        label={t("translations.fieldTags")}
        value={value.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
      <TextAreaField
        id="translation-learn"
        label={t("translations.fieldLearn")}
        rows={3}
        value={value.whatYouLearn}
        onChange={(event) => onChange({ whatYouLearn: event.target.value })}
      />
      <TextAreaField
        id="translation-requirements"
        label={t("translations.fieldRequirements")}
        rows={2}
        value={value.requirements}
        onChange={(event) => onChange({ requirements: event.target.value })}
      />
    </>
  );
}
