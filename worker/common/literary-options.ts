import type { ContentType, LENGTHS } from "../../schema/literary-enums";

// The Literary Studio's offers, length bands and a new work's defaults, shared with the studio page.

/** Display price ranges (USD) and production times per content type. */
export const CONTENT_TYPE_OFFERS: Record<ContentType, { minPrice: number; maxPrice: number; time: string }> = {
  book: { minPrice: 197, maxPrice: 2997, time: "2-5 days" },
  "recovery-guide": { minPrice: 97, maxPrice: 497, time: "1-3 days" },
  course: { minPrice: 297, maxPrice: 1997, time: "3-7 days" },
  manual: { minPrice: 147, maxPrice: 797, time: "1-4 days" },
  workbook: { minPrice: 67, maxPrice: 297, time: "1-2 days" },
  humanized: { minPrice: 47, maxPrice: 497, time: "1-3 hours" },
};

/** Word-count bands of the length options. */
export const LENGTH_WORDS: Record<(typeof LENGTHS)[number], { min: number; max: number | null }> = {
  short: { min: 5_000, max: 15_000 },
  medium: { min: 15_000, max: 50_000 },
  long: { min: 50_000, max: null },
};

/** A new work's settings before the author changes any (the studio's form and a work saved without the AI). */
export const DEFAULT_WORK_SETTINGS = {
  description: "",
  targetAudience: "",
  length: "medium",
  tone: "professional",
  humanizationLevel: "standard",
  ghostwritingDirection: "",
  marketingStrategy: "",
  kdpOptimization: false,
  industry: "healthcare",
  expertise: "",
  masterOverride: false,
  transformInto: "book",
  sourceContent: "",
} as const;
