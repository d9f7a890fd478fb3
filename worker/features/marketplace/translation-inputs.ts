/** What a translation of a listing may hold: the original listing's own bounds (selling-routes.ts, editions.ts). */
import { z } from "zod";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import { MAX_EDITION_NOTES_CHARS } from "./editions";

const listItem = z.string().trim().min(1).max(200);

export const translatedFields = z.object({
  title: z.string().trim().min(3, "Use at least 3 characters.").max(120),
  description: z.string().trim().min(20, "Describe the product in at least 20 characters.").max(2000),
  tags: z.array(listItem).max(6).default([]),
  whatYouLearn: z.array(listItem).max(10).default([]),
  requirements: z.array(listItem).max(10).default([]),
  editionNotes: z
    .record(
      z.string().regex(/^\d{1,5}$/),
      z.string().trim().max(MAX_EDITION_NOTES_CHARS, `Keep the notes under ${MAX_EDITION_NOTES_CHARS} characters.`),
    )
    .refine((notes) => Object.keys(notes).length <= 50, "At most 50 editions' notes.")
    .default({}),
});

export const savedTranslation = translatedFields.extend({
  /** True when the text began as a model's draft that the creator reviewed. */
  drafted: z.boolean().default(false),
});

export const translationParam = z.object({
  id: z.coerce.number().int().positive(),
  language: z.enum(PLATFORM_LANGUAGES, { message: "Choose one of the platform's 12 languages." }),
});
