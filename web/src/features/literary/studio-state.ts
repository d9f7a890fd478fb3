import type { ContentType } from "../../../../schema/literary-enums";
import { DEFAULT_WORK_SETTINGS } from "../../../../worker/common/literary-options";
import { STROKE_RECOVERY_TEMPLATE } from "../../../../worker/features/literary/shared/stroke-recovery-template";
import type { CreateInput } from "./api/queries";

export const TABS = ["select", "create", "analyze", "ghostwrite", "monetize"] as const;
export type Tab = (typeof TABS)[number];

export type CreateForm = Required<Omit<CreateInput, "template">> & { template: "stroke-recovery" | null };

export function emptyForm(contentType: ContentType = "book", masterOverride = false): CreateForm {
  return {
    ...DEFAULT_WORK_SETTINGS,
    title: "",
    contentType,
    chapters: "",
    wordCount: 50_000,
    masterOverride,
    template: null,
  };
}

/** `?template=stroke-recovery`: the 43-chapter recovery guide, ready to create. */
export function strokeRecoveryForm(masterOverride: boolean): CreateForm {
  const template = STROKE_RECOVERY_TEMPLATE;
  return {
    ...emptyForm("recovery-guide", masterOverride),
    title: template.title,
    description: template.description,
    targetAudience: template.targetAudience,
    tone: template.tone,
    industry: template.industry,
    transformInto: "guide",
    chapters: template.chapters.map((c) => c.title).join("\n"),
    template: "stroke-recovery",
  };
}

/** The request for /api/literary/create: the template is sent only while its chapter list is untouched. */
export function toCreateRequest(form: CreateForm): CreateInput {
  const { template, ...fields } = form;
  const untouched =
    template === "stroke-recovery" &&
    fields.chapters === STROKE_RECOVERY_TEMPLATE.chapters.map((c) => c.title).join("\n");
  return untouched ? { ...fields, chapters: "", template } : fields;
}
